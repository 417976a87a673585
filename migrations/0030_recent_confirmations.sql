-- The social-proof popup names only cities with a recently confirmed booking (issue 37, decision 0030):
-- where a booking's event is and when its owner confirmed it. No confirmation time is guessed for the
-- bookings confirmed before: updated_at may be later than the confirmation, and a guess could claim a
-- booking as recent that was not, so they stay NULL and never count.
ALTER TABLE `booking_requests` ADD `event_lat` real;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `event_lng` real;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `confirmed_at` integer;--> statement-breakpoint
CREATE INDEX `bookings_confirmed_idx` ON `booking_requests` (`confirmed_at`);--> statement-breakpoint
-- An invitation's booking is at its event's place, already resolved when the event was created.
UPDATE `booking_requests` SET
  `event_lat` = (SELECT `e`.`location_lat` FROM `invitations` `i` JOIN `events` `e` ON `e`.`id` = `i`.`event_id` WHERE `i`.`id` = `booking_requests`.`invitation_id`),
  `event_lng` = (SELECT `e`.`location_lng` FROM `invitations` `i` JOIN `events` `e` ON `e`.`id` = `i`.`event_id` WHERE `i`.`id` = `booking_requests`.`invitation_id`)
WHERE `invitation_id` IS NOT NULL;
