-- Issue 38: what a truck serves and needs on site (profiles), and the venue's limits an organizer states
-- on a booking request or an event; every column optional (NULL: not stated).
ALTER TABLE `booking_requests` ADD `max_length_m` real;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `site_power` text;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `site_water` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `max_length_m` real;--> statement-breakpoint
ALTER TABLE `events` ADD `site_power` text;--> statement-breakpoint
ALTER TABLE `events` ADD `site_water` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `portions_per_hour` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `truck_length_m` real;--> statement-breakpoint
ALTER TABLE `profiles` ADD `power` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `power_kw` real;--> statement-breakpoint
ALTER TABLE `profiles` ADD `needs_water` integer;