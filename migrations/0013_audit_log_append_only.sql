-- The audit log is append-only: nothing may change or remove an entry. The one update allowed is the
-- admin id going NULL when that admin's account is deleted (ON DELETE SET NULL); admin_email keeps who.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NEW.`id` IS NOT OLD.`id`
  OR NEW.`admin_email` IS NOT OLD.`admin_email`
  OR NEW.`action` IS NOT OLD.`action`
  OR NEW.`target_type` IS NOT OLD.`target_type`
  OR NEW.`target_id` IS NOT OLD.`target_id`
  OR NEW.`details_json` IS NOT OLD.`details_json`
  OR NEW.`created_at` IS NOT OLD.`created_at`
  OR (NEW.`admin_id` IS NOT OLD.`admin_id` AND NEW.`admin_id` IS NOT NULL)
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
