-- The search's map grid (decision 0021, worker/domain/search-grid.ts). search_cells is WITHOUT ROWID (added
-- by hand; drizzle-kit does not model it): a cell's rows lie together in key order with the copied base
-- and radius, so a search reads one short range instead of every truck's base.
CREATE TABLE `search_cells` (
	`cell` integer NOT NULL,
	`profile_id` integer NOT NULL,
	`base_lat` real NOT NULL,
	`base_lng` real NOT NULL,
	`operation_radius_km` integer NOT NULL,
	PRIMARY KEY(`cell`, `profile_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `search_cells_profile_idx` ON `search_cells` (`profile_id`);--> statement-breakpoint
DROP INDEX `profiles_place_idx`;--> statement-breakpoint
CREATE INDEX `bookings_holding_idx` ON `booking_requests` (`profile_id`,`event_end_date`,`event_start_date`) WHERE "booking_requests"."status" IN ('confirmed', 'awaiting_deposit', 'confirmed_deposit_paid', 'disputed');--> statement-breakpoint
-- Whole numbers for the cell ranges (triggers may not use WITH): 0.5° rows reach ±180, columns ±360.
CREATE TABLE `grid_steps` (`n` integer PRIMARY KEY NOT NULL);--> statement-breakpoint
INSERT INTO `grid_steps` (`n`)
WITH RECURSIVE `step`(`n`) AS (SELECT -800 UNION ALL SELECT `n` + 1 FROM `step` WHERE `n` < 800)
SELECT `n` FROM `step`;--> statement-breakpoint
-- The cells a truck's area may reach: the box around the search's flat pre-filter circle (its radius
-- × 1.03 + 2 km, worker/use-cases/search/profile-search.ts), as wide as that circle is at the box's
-- latitude farthest from the equator, where a degree of longitude is shortest. One definition, read by
-- both triggers and the backfill below.
CREATE VIEW `search_cells_wanted` AS
SELECT
  `lat_step`.`n` * 4096 + `lng_step`.`n` AS `cell`,
  `p`.`id` AS `profile_id`,
  `p`.`base_lat` AS `base_lat`,
  `p`.`base_lng` AS `base_lng`,
  `p`.`operation_radius_km` AS `operation_radius_km`
FROM `profiles` `p`, `grid_steps` `lat_step`, `grid_steps` `lng_step`
WHERE `p`.`base_lat` IS NOT NULL AND `p`.`base_lng` IS NOT NULL
  AND `lat_step`.`n` BETWEEN floor((`p`.`base_lat` - (`p`.`operation_radius_km` * 1.03 + 2) / 110.574) / 0.5)
    AND floor((`p`.`base_lat` + (`p`.`operation_radius_km` * 1.03 + 2) / 110.574) / 0.5)
  AND `lng_step`.`n` BETWEEN floor((`p`.`base_lng` - (`p`.`operation_radius_km` * 1.03 + 2)
      / (111.32 * cos(radians(min(89.9, abs(`p`.`base_lat`) + (`p`.`operation_radius_km` * 1.03 + 2) / 110.574))))) / 0.5)
    AND floor((`p`.`base_lng` + (`p`.`operation_radius_km` * 1.03 + 2)
      / (111.32 * cos(radians(min(89.9, abs(`p`.`base_lat`) + (`p`.`operation_radius_km` * 1.03 + 2) / 110.574))))) / 0.5);--> statement-breakpoint
CREATE TRIGGER `profiles_search_cells_insert` AFTER INSERT ON `profiles`
BEGIN
  INSERT INTO `search_cells` (`cell`, `profile_id`, `base_lat`, `base_lng`, `operation_radius_km`)
  SELECT * FROM `search_cells_wanted` WHERE `profile_id` = NEW.`id`;
END;--> statement-breakpoint
-- Profile edits set every column; only a new base or radius rewrites the truck's rows (up to ~3,000).
CREATE TRIGGER `profiles_search_cells_update` AFTER UPDATE OF `base_lat`, `base_lng`, `operation_radius_km` ON `profiles`
WHEN OLD.`base_lat` IS NOT NEW.`base_lat` OR OLD.`base_lng` IS NOT NEW.`base_lng`
  OR OLD.`operation_radius_km` IS NOT NEW.`operation_radius_km`
BEGIN
  DELETE FROM `search_cells` WHERE `profile_id` = OLD.`id`;
  INSERT INTO `search_cells` (`cell`, `profile_id`, `base_lat`, `base_lng`, `operation_radius_km`)
  SELECT * FROM `search_cells_wanted` WHERE `profile_id` = NEW.`id`;
END;--> statement-breakpoint
INSERT INTO `search_cells` (`cell`, `profile_id`, `base_lat`, `base_lng`, `operation_radius_km`)
  SELECT * FROM `search_cells_wanted`;
