-- Issue 36: an owner's own calendar read by its private iCal address (one per truck), and the days its
-- events make busy; they block search, requests and invitations as marked days do.
CREATE TABLE `calendar_imports` (
	`profile_id` integer PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`last_attempt_at` integer,
	`last_synced_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_imports_attempt_idx` ON `calendar_imports` (`last_attempt_at`);--> statement-breakpoint
CREATE TABLE `imported_busy_days` (
	`profile_id` integer NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`profile_id`, `day`),
	FOREIGN KEY (`profile_id`) REFERENCES `calendar_imports`(`profile_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `imported_busy_days_day_idx` ON `imported_busy_days` (`day`,`profile_id`);