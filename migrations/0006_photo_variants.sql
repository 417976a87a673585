-- Gallery photos keep their pixel size (width/height attributes, no layout shift) and the widths of the
-- smaller WebP copies made at upload (comma-separated, e.g. "400,800"); photos stored before have none.
ALTER TABLE `profile_photos` ADD `width` integer;
--> statement-breakpoint
ALTER TABLE `profile_photos` ADD `height` integer;
--> statement-breakpoint
ALTER TABLE `profile_photos` ADD `variant_widths` text DEFAULT '' NOT NULL;
