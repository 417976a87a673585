DROP INDEX `profiles_geo_idx`;--> statement-breakpoint
CREATE INDEX `profiles_name_idx` ON `profiles` (`food_truck_name`,`id`);