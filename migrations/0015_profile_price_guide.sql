ALTER TABLE `profiles` ADD `price_from_grosze` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `price_to_grosze` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `minimum_order_grosze` integer;