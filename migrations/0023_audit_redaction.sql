-- An account deletion leaves no personal data behind (issue 33), the audit log included: entries about a
-- user who no longer exists may have their details rewritten (use-cases/admin/audit.ts blanks the personal
-- fields); every other change stays refused, as in 0013.
DROP TRIGGER `audit_log_no_update`;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NEW.`id` IS NOT OLD.`id`
  OR NEW.`admin_email` IS NOT OLD.`admin_email`
  OR NEW.`action` IS NOT OLD.`action`
  OR NEW.`target_type` IS NOT OLD.`target_type`
  OR NEW.`target_id` IS NOT OLD.`target_id`
  OR NEW.`created_at` IS NOT OLD.`created_at`
  OR (NEW.`admin_id` IS NOT OLD.`admin_id` AND NEW.`admin_id` IS NOT NULL)
  OR (NEW.`details_json` IS NOT OLD.`details_json` AND NOT (
    OLD.`target_type` IN ('user', 'payment_account')
    AND NOT EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = CAST(OLD.`target_id` AS INTEGER))
  ))
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
-- Entries written before this about users already deleted (an admin's deletion recorded the e-mail).
UPDATE `audit_log` SET `details_json` = json_replace(`details_json`,
  '$.before.email', NULL, '$.after.email', NULL,
  '$.before.phone_number', NULL, '$.after.phone_number', NULL,
  '$.before.company_name', NULL, '$.after.company_name', NULL,
  '$.before.nip', NULL, '$.after.nip', NULL,
  '$.before.street_address', NULL, '$.after.street_address', NULL,
  '$.before.postal_code', NULL, '$.after.postal_code', NULL,
  '$.before.city', NULL, '$.after.city', NULL)
WHERE `details_json` IS NOT NULL
  AND `target_type` IN ('user', 'payment_account')
  AND NOT EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = CAST(`audit_log`.`target_id` AS INTEGER));
