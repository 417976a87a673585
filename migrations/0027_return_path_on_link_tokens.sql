-- The in-app page an e-mailed link opens after signing in (issue 35): what the visitor started before
-- registering or asking for a sign-in link, kept with the token so it works in any browser.
ALTER TABLE `one_time_tokens` ADD `redirect_to` text;
