CREATE TABLE `connected_accounts` (
	`account_id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`charges_enabled` integer DEFAULT false NOT NULL,
	`payouts_enabled` integer DEFAULT false NOT NULL,
	`details_submitted` integer DEFAULT false NOT NULL,
	`test_mode` integer DEFAULT false NOT NULL,
	`state_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `connected_accounts_user_idx` ON `connected_accounts` (`user_id`);--> statement-breakpoint
DROP INDEX `payments_request_idx`;--> statement-breakpoint
ALTER TABLE `payments` ADD `failure_code` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `failure_message` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `test_mode` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_request_unique_idx` ON `payments` (`request_id`);--> statement-breakpoint
ALTER TABLE `processed_webhook_events` ADD `type` text DEFAULT '' NOT NULL;