CREATE TABLE `dispute_resolutions` (
	`request_id` integer PRIMARY KEY NOT NULL,
	`admin_id` integer,
	`action` text NOT NULL,
	`refund_grosze` integer NOT NULL,
	`release_grosze` integer NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`key_version` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `payouts` ADD `next_attempt_at` integer;