-- When the money was collected, for the receipt (issue 34). Payments that succeeded before this column
-- existed take their last change as the closest known time.
ALTER TABLE `payments` ADD `paid_at` integer;--> statement-breakpoint
UPDATE `payments` SET `paid_at` = `updated_at` WHERE `status` IN ('succeeded', 'refunded', 'partially_refunded');
