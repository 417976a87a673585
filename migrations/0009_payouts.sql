ALTER TABLE `payments` ADD `provider_charge_id` text;--> statement-breakpoint
ALTER TABLE `payouts` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payouts` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `payouts` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `payouts` ADD `test_mode` integer DEFAULT false NOT NULL;