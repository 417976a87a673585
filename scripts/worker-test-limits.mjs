// How long a worker test and a hook may wait (vitest.worker.config.ts takes them from here), and so how long
// scripts/worker-tests.mjs lets a run go without CPU before it calls the run stalled. A test that waits
// forever must fail by its own timeout, named by vitest, not be stopped by the watcher and run again.

/** One test (PBKDF2 with 100k iterations per login: the rate-limit tests make 30+ of them). */
export const TEST_TIMEOUT_MS = 30_000;
/** One hook (vitest's default, set so the watcher can count on it). */
export const HOOK_TIMEOUT_MS = 10_000;
/** How often the watcher reads the run's CPU time. */
export const CHECK_EVERY_MS = 5_000;
/**
 * No CPU for this long is a stall: a test that timed out, then its after-each hooks that timed out too,
 * and one more reading of the CPU time. Only a run that is stuck (cloudflare/workers-sdk#15498) gets here.
 */
export const STALL_MS = TEST_TIMEOUT_MS + HOOK_TIMEOUT_MS + CHECK_EVERY_MS;
