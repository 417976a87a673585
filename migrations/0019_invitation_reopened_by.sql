-- The slot a cancelled booking left can be re-opened (issue 17): this marks the invitations one request
-- changed. closed_reason may now also be 'booking_cancelled'; SQLite does not check its values, so no DDL.
ALTER TABLE `invitations` ADD `reopened_by` text;