CREATE TABLE `reschedule_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`proposed_by` text NOT NULL,
	`proposer_id` integer,
	`old_start_date` integer NOT NULL,
	`old_end_date` integer NOT NULL,
	`new_start_date` integer NOT NULL,
	`new_end_date` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`expires_at` integer NOT NULL,
	`decided_at` integer,
	`answer_mark` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`proposer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reschedule_proposals_request_idx` ON `reschedule_proposals` (`request_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reschedule_proposals_one_open_idx` ON `reschedule_proposals` (`request_id`) WHERE "reschedule_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `reschedule_proposals_due_idx` ON `reschedule_proposals` (`status`,`expires_at`);