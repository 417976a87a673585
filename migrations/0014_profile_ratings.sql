ALTER TABLE `profiles` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `profiles` ADD `rating_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A truck's rating is its organizers' reviews: those of its bookings whose target is the booking's owner
-- (owners' reviews of organizers are not the truck's). Triggers keep the two columns right whatever
-- writes a review; a review is never edited.
CREATE TRIGGER `reviews_count_into_profile` AFTER INSERT ON `reviews`
BEGIN
  UPDATE `profiles`
  SET `review_count` = `review_count` + 1, `rating_total` = `rating_total` + NEW.`rating`
  WHERE `id` = (
    SELECT `profile_id` FROM `booking_requests`
    WHERE `id` = NEW.`request_id` AND `owner_id` = NEW.`target_user_id`
  );
END;--> statement-breakpoint
CREATE TRIGGER `reviews_uncount_from_profile` AFTER DELETE ON `reviews`
BEGIN
  UPDATE `profiles`
  SET `review_count` = `review_count` - 1, `rating_total` = `rating_total` - OLD.`rating`
  WHERE `id` = (
    SELECT `profile_id` FROM `booking_requests`
    WHERE `id` = OLD.`request_id` AND `owner_id` = OLD.`target_user_id`
  );
END;--> statement-breakpoint
UPDATE `profiles`
SET
  `review_count` = (
    SELECT count(*) FROM `reviews` r JOIN `booking_requests` b ON b.`id` = r.`request_id`
    WHERE b.`profile_id` = `profiles`.`id` AND r.`target_user_id` = b.`owner_id`
  ),
  `rating_total` = (
    SELECT coalesce(sum(r.`rating`), 0) FROM `reviews` r JOIN `booking_requests` b ON b.`id` = r.`request_id`
    WHERE b.`profile_id` = `profiles`.`id` AND r.`target_user_id` = b.`owner_id`
  );
