-- An account deletion leaves no personal data in the audit log (issue 33, decision 0010):
-- * an admin is a user too: once their account is gone, their entries keep the action, target, time and
--   (NULL) id, but their e-mail becomes NULL ("Usunięty administrator" in the panel), so admin_email
--   becomes nullable;
-- * each entry names whose personal data its details may show (subject_user_id: the edited user, the
--   owner of the edited truck, the recipient of the retried e-mail, the payee of the retried payout);
--   once that account is gone the whole details_json becomes NULL (action, target and time stay).
-- SQLite cannot make a column nullable in place, so the table is rebuilt (nothing references it; D1
-- ignores PRAGMA foreign_keys, so none is set). The triggers go with the old table and come back narrower
-- than 0023's: those two redactions are the only changes allowed.
DROP TRIGGER `audit_log_no_update`;--> statement-breakpoint
DROP TRIGGER `audit_log_no_delete`;--> statement-breakpoint
CREATE TABLE `__new_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_email` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`subject_user_id` integer,
	`details_json` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- The subject of the entries already written, as far as the records still tell: a truck's owner (or, for a
-- truck an admin deleted, the owner_id its entry kept), an outbox row's recipient, a payout's payee.
INSERT INTO `__new_audit_log`("id", "admin_id", "admin_email", "action", "target_type", "target_id", "subject_user_id", "details_json", "created_at")
SELECT "id", "admin_id", CASE WHEN "admin_id" IS NULL THEN NULL ELSE "admin_email" END, "action",
  "target_type", "target_id",
  CASE
    WHEN "target_type" IN ('user', 'payment_account') THEN CAST("target_id" AS INTEGER)
    WHEN "target_type" IN ('profile', 'photo') THEN coalesce(
      (SELECT `profiles`.`user_id` FROM `profiles` WHERE `profiles`.`id` = CAST(`entry`.`target_id` AS INTEGER)),
      (SELECT json_extract(`deleted`.`details_json`, '$.before.owner_id') FROM `audit_log` AS `deleted`
        WHERE `deleted`.`action` = 'profile_delete' AND `deleted`.`target_id` = `entry`.`target_id`))
    WHEN "target_type" = 'outbox' THEN (SELECT `users`.`id` FROM `outbox` JOIN `users`
      ON (`outbox`.`kind` = 'email' AND json_extract(`outbox`.`payload_json`, '$.to') = `users`.`email`)
      OR (`outbox`.`kind` = 'push' AND json_extract(`outbox`.`payload_json`, '$.userId') = `users`.`id`)
      WHERE `outbox`.`id` = CAST(`entry`.`target_id` AS INTEGER))
    WHEN "action" = 'payout_retry' THEN (SELECT `payouts`.`payee_id` FROM `payouts`
      WHERE `payouts`.`request_id` = CAST(`entry`.`target_id` AS INTEGER))
  END,
  "details_json", "created_at"
FROM `audit_log` AS `entry`;--> statement-breakpoint
-- Entries about a deleted account lose their details. So do those whose subject the records no longer
-- tell (the truck, the e-mail or the payee is gone, most likely with a deleted account).
UPDATE `__new_audit_log` SET `details_json` = NULL
WHERE CASE
  WHEN `subject_user_id` IS NOT NULL
    THEN NOT EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = `__new_audit_log`.`subject_user_id`)
  ELSE `target_type` IN ('profile', 'photo', 'outbox') OR `action` = 'payout_retry'
END;--> statement-breakpoint
DROP TABLE `audit_log`;--> statement-breakpoint
ALTER TABLE `__new_audit_log` RENAME TO `audit_log`;--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_subject_idx` ON `audit_log` (`subject_user_id`);--> statement-breakpoint
CREATE INDEX `audit_admin_idx` ON `audit_log` (`admin_id`);--> statement-breakpoint
-- Append-only but for what a deletion takes: the admin's id goes NULL only with their account (the ON
-- DELETE SET NULL action runs once the user row is gone), their e-mail goes NULL only once the id has, and
-- the details go NULL only once the subject's account is gone. Nothing else changes; nothing is deleted.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NEW.`id` IS NOT OLD.`id`
  OR NEW.`action` IS NOT OLD.`action`
  OR NEW.`target_type` IS NOT OLD.`target_type`
  OR NEW.`target_id` IS NOT OLD.`target_id`
  OR NEW.`subject_user_id` IS NOT OLD.`subject_user_id`
  OR NEW.`created_at` IS NOT OLD.`created_at`
  OR (NEW.`admin_id` IS NOT OLD.`admin_id` AND (NEW.`admin_id` IS NOT NULL
    OR EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = OLD.`admin_id`)))
  OR (NEW.`admin_email` IS NOT OLD.`admin_email` AND (NEW.`admin_email` IS NOT NULL
    OR NEW.`admin_id` IS NOT NULL))
  OR (NEW.`details_json` IS NOT OLD.`details_json` AND (NEW.`details_json` IS NOT NULL
    OR OLD.`subject_user_id` IS NULL
    OR EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = OLD.`subject_user_id`)))
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
