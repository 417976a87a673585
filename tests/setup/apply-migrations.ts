import { applyD1Migrations, env } from "cloudflare:test";

// Idempotent: applied migrations are recorded in d1_migrations, so every test file can run this.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
