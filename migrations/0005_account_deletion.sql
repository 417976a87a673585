-- Account deletion (issue 10): a deleted user's bookings, reviews, messages and payments stay for the
-- other party with the user's id set to NULL ("Użytkownik usunięty") instead of being cascaded away.
-- SQLite cannot alter a foreign key, so the tables are rebuilt. D1 keeps foreign keys on (PRAGMA
-- foreign_keys=OFF is ignored) and DROP TABLE runs an implicit DELETE whose ON DELETE CASCADE actions
-- still fire under defer_foreign_keys; so every child is rebuilt first pointing at its parent's new
-- copy, old tables are dropped children first (nothing old references them by then), and RENAME
-- rewrites the references to the final names.
PRAGMA defer_foreign_keys = on;
--> statement-breakpoint
CREATE TABLE `booking_requests_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organizer_id` integer,
	`profile_id` integer,
	`owner_id` integer,
	`invitation_id` integer,
	`status` text DEFAULT 'pending_owner_approval' NOT NULL,
	`payment_status` text,
	`event_start_date` integer NOT NULL,
	`event_end_date` integer NOT NULL,
	`event_time` text NOT NULL,
	`event_location` text NOT NULL,
	`event_type` text NOT NULL,
	`guest_count` integer DEFAULT 0 NOT NULL,
	`event_cost_grosze` integer DEFAULT 0 NOT NULL,
	`event_description` text NOT NULL,
	`utility_costs` text,
	`commitment_fee_grosze` integer,
	`total_cost_grosze` integer,
	`problem_reported` integer DEFAULT false NOT NULL,
	`problem_description` text,
	`problem_reported_by` integer,
	`invoice_organizer_key` text,
	`invoice_owner_key` text,
	`commission_paid` integer DEFAULT false NOT NULL,
	`packaging_ordered` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invitation_id`) REFERENCES `invitations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`problem_reported_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `booking_requests_new`("id", "organizer_id", "profile_id", "owner_id", "invitation_id", "status", "payment_status", "event_start_date", "event_end_date", "event_time", "event_location", "event_type", "guest_count", "event_cost_grosze", "event_description", "utility_costs", "commitment_fee_grosze", "total_cost_grosze", "problem_reported", "problem_description", "problem_reported_by", "invoice_organizer_key", "invoice_owner_key", "commission_paid", "packaging_ordered", "created_at", "updated_at") SELECT "id", "organizer_id", "profile_id", "owner_id", "invitation_id", "status", "payment_status", "event_start_date", "event_end_date", "event_time", "event_location", "event_type", "guest_count", "event_cost_grosze", "event_description", "utility_costs", "commitment_fee_grosze", "total_cost_grosze", "problem_reported", "problem_description", "problem_reported_by", "invoice_organizer_key", "invoice_owner_key", "commission_paid", "packaging_ordered", "created_at", "updated_at" FROM `booking_requests`;
--> statement-breakpoint
CREATE TABLE `conversations_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`request_id` integer,
	`invitation_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitation_id`) REFERENCES `invitations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `conversations_new`("id", "title", "request_id", "invitation_id", "created_at") SELECT "id", "title", "request_id", "invitation_id", "created_at" FROM `conversations`;
--> statement-breakpoint
CREATE TABLE `conversation_participants_new` (
	`conversation_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`last_read_message_id` integer,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `conversation_participants_new`("conversation_id", "user_id", "last_read_message_id") SELECT "conversation_id", "user_id", "last_read_message_id" FROM `conversation_participants`;
--> statement-breakpoint
CREATE TABLE `messages_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender_id` integer,
	`message_content` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `messages_new`("id", "conversation_id", "sender_id", "message_content", "created_at") SELECT "id", "conversation_id", "sender_id", "message_content", "created_at" FROM `messages`;
--> statement-breakpoint
CREATE TABLE `reviews_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`author_id` integer,
	`target_user_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `reviews_new`("id", "request_id", "author_id", "target_user_id", "rating", "comment", "created_at") SELECT "id", "request_id", "author_id", "target_user_id", "rating", "comment", "created_at" FROM `reviews`;
--> statement-breakpoint
CREATE TABLE `payments_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`payer_id` integer,
	`payee_id` integer,
	`amount_grosze` integer NOT NULL,
	`currency` text DEFAULT 'pln' NOT NULL,
	`provider_payment_intent_id` text,
	`status` text DEFAULT 'created' NOT NULL,
	`refunded_grosze` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`payee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `payments_new`("id", "request_id", "payer_id", "payee_id", "amount_grosze", "currency", "provider_payment_intent_id", "status", "refunded_grosze", "created_at", "updated_at") SELECT "id", "request_id", "payer_id", "payee_id", "amount_grosze", "currency", "provider_payment_intent_id", "status", "refunded_grosze", "created_at", "updated_at" FROM `payments`;
--> statement-breakpoint
CREATE TABLE `payouts_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`payee_id` integer,
	`amount_grosze` integer NOT NULL,
	`provider_transfer_id` text,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`release_after` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `payouts_new`("id", "request_id", "payee_id", "amount_grosze", "provider_transfer_id", "status", "release_after", "created_at") SELECT "id", "request_id", "payee_id", "amount_grosze", "provider_transfer_id", "status", "release_after", "created_at" FROM `payouts`;
--> statement-breakpoint
DROP TABLE `messages`;
--> statement-breakpoint
DROP TABLE `conversation_participants`;
--> statement-breakpoint
DROP TABLE `conversations`;
--> statement-breakpoint
DROP TABLE `reviews`;
--> statement-breakpoint
DROP TABLE `payments`;
--> statement-breakpoint
DROP TABLE `payouts`;
--> statement-breakpoint
DROP TABLE `booking_requests`;
--> statement-breakpoint
ALTER TABLE `booking_requests_new` RENAME TO `booking_requests`;
--> statement-breakpoint
ALTER TABLE `conversations_new` RENAME TO `conversations`;
--> statement-breakpoint
ALTER TABLE `conversation_participants_new` RENAME TO `conversation_participants`;
--> statement-breakpoint
ALTER TABLE `messages_new` RENAME TO `messages`;
--> statement-breakpoint
ALTER TABLE `reviews_new` RENAME TO `reviews`;
--> statement-breakpoint
ALTER TABLE `payments_new` RENAME TO `payments`;
--> statement-breakpoint
ALTER TABLE `payouts_new` RENAME TO `payouts`;
--> statement-breakpoint
CREATE INDEX `bookings_organizer_idx` ON `booking_requests` (`organizer_id`,`event_start_date`);
--> statement-breakpoint
CREATE INDEX `bookings_owner_idx` ON `booking_requests` (`owner_id`,`event_start_date`);
--> statement-breakpoint
CREATE INDEX `bookings_profile_status_idx` ON `booking_requests` (`profile_id`,`status`,`event_start_date`);
--> statement-breakpoint
CREATE INDEX `bookings_status_idx` ON `booking_requests` (`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `bookings_invitation_idx` ON `booking_requests` (`invitation_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_request_author_idx` ON `reviews` (`request_id`,`author_id`);
--> statement-breakpoint
CREATE INDEX `reviews_target_idx` ON `reviews` (`target_user_id`);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_payment_intent_id_unique` ON `payments` (`provider_payment_intent_id`);
--> statement-breakpoint
CREATE INDEX `payments_request_idx` ON `payments` (`request_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_request_id_unique` ON `payouts` (`request_id`);
--> statement-breakpoint
CREATE INDEX `payouts_due_idx` ON `payouts` (`status`,`release_after`);
--> statement-breakpoint
CREATE INDEX `participants_user_idx` ON `conversation_participants` (`user_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_request_id_unique` ON `conversations` (`request_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_invitation_id_unique` ON `conversations` (`invitation_id`);
--> statement-breakpoint
PRAGMA defer_foreign_keys = off;
