CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`details_json` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `availability` (
	`profile_id` integer NOT NULL,
	`day` text NOT NULL,
	`booking_request_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`profile_id`, `day`),
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `booking_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organizer_id` integer NOT NULL,
	`profile_id` integer NOT NULL,
	`owner_id` integer NOT NULL,
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
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitation_id`) REFERENCES `invitations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`problem_reported_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bookings_organizer_idx` ON `booking_requests` (`organizer_id`,`event_start_date`);--> statement-breakpoint
CREATE INDEX `bookings_owner_idx` ON `booking_requests` (`owner_id`,`event_start_date`);--> statement-breakpoint
CREATE INDEX `bookings_profile_status_idx` ON `booking_requests` (`profile_id`,`status`,`event_start_date`);--> statement-breakpoint
CREATE INDEX `bookings_status_idx` ON `booking_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `conversation_participants` (
	`conversation_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`last_read_message_id` integer,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `participants_user_idx` ON `conversation_participants` (`user_id`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`request_id` integer,
	`invitation_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitation_id`) REFERENCES `invitations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_request_id_unique` ON `conversations` (`request_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_invitation_id_unique` ON `conversations` (`invitation_id`);--> statement-breakpoint
CREATE TABLE `dev_mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organizer_id` integer NOT NULL,
	`event_name` text NOT NULL,
	`event_start_date` integer NOT NULL,
	`event_end_date` integer NOT NULL,
	`location` text NOT NULL,
	`location_lat` real,
	`location_lng` real,
	`event_description` text NOT NULL,
	`guest_count` integer DEFAULT 0 NOT NULL,
	`event_cost_grosze` integer DEFAULT 0 NOT NULL,
	`utility_costs` text,
	`required_offer_json` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `events_organizer_idx` ON `events` (`organizer_id`,`event_start_date`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`profile_id` integer NOT NULL,
	`owner_id` integer NOT NULL,
	`cuisine_assigned` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`closed_reason` text,
	`responded_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_event_profile_dish_idx` ON `invitations` (`event_id`,`profile_id`,`cuisine_assigned`);--> statement-breakpoint
CREATE INDEX `invitations_owner_idx` ON `invitations` (`owner_id`,`status`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender_id` integer NOT NULL,
	`message_content` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`id`);--> statement-breakpoint
CREATE TABLE `one_time_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `one_time_tokens_token_hash_unique` ON `one_time_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `tokens_expiry_idx` ON `one_time_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `tokens_user_idx` ON `one_time_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`payload_json` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`payer_id` integer NOT NULL,
	`payee_id` integer NOT NULL,
	`amount_grosze` integer NOT NULL,
	`currency` text DEFAULT 'pln' NOT NULL,
	`provider_payment_intent_id` text,
	`status` text DEFAULT 'created' NOT NULL,
	`refunded_grosze` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_payment_intent_id_unique` ON `payments` (`provider_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `payments_request_idx` ON `payments` (`request_id`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`payee_id` integer NOT NULL,
	`amount_grosze` integer NOT NULL,
	`provider_transfer_id` text,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`release_after` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_request_id_unique` ON `payouts` (`request_id`);--> statement-breakpoint
CREATE INDEX `payouts_due_idx` ON `payouts` (`status`,`release_after`);--> statement-breakpoint
CREATE TABLE `processed_webhook_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `profile_offer_items` (
	`profile_id` integer NOT NULL,
	`kind` text NOT NULL,
	`code` text NOT NULL,
	PRIMARY KEY(`profile_id`, `kind`, `code`),
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offer_code_idx` ON `profile_offer_items` (`code`,`profile_id`);--> statement-breakpoint
CREATE TABLE `profile_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`position` integer NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profile_photos_r2_key_unique` ON `profile_photos` (`r2_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `profile_photos_position_idx` ON `profile_photos` (`profile_id`,`position`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`food_truck_name` text NOT NULL,
	`food_truck_description` text NOT NULL,
	`profile_image_key` text,
	`base_location` text NOT NULL,
	`base_lat` real,
	`base_lng` real,
	`operation_radius_km` integer NOT NULL,
	`offer_json` text DEFAULT '{"dishes":[],"drinks":[],"dietary":[]}' NOT NULL,
	`long_term_rental_available` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profiles_user_idx` ON `profiles` (`user_id`);--> statement-breakpoint
CREATE INDEX `profiles_geo_idx` ON `profiles` (`base_lat`,`base_lng`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`target_user_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_request_author_idx` ON `reviews` (`request_id`,`author_id`);--> statement-breakpoint
CREATE INDEX `reviews_target_idx` ON `reviews` (`target_user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone_number` text DEFAULT '' NOT NULL,
	`country_code` text DEFAULT 'PL' NOT NULL,
	`user_type` text NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`is_blocked` integer DEFAULT false NOT NULL,
	`email_verified_at` integer,
	`token_version` integer DEFAULT 1 NOT NULL,
	`company_name` text,
	`nip` text,
	`street_address` text,
	`postal_code` text,
	`city` text,
	`stripe_account_id` text,
	`google_sub` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub_unique` ON `users` (`google_sub`);