CREATE TABLE `spent_socket_tickets` (
	`ticket_id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `spent_socket_tickets_expiry_idx` ON `spent_socket_tickets` (`expires_at`);