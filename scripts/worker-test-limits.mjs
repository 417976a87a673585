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
 * Hooks that may each wait up to HOOK_TIMEOUT_MS, one after another, around a test that waits its full
 * TEST_TIMEOUT_MS: the file's beforeAll (before its first test), the test's beforeEach (a hook that ends
 * just in time lets the test run), its afterEach (they run after a test that timed out), and the file's
 * afterAll (after its last test). Each hook has its own timeout, so a file with several hooks of one kind
 * that all wait without CPU could still outlast STALL_MS: it is then stopped as a stall, run again and
 * listed in test-results/flaky.json, and a second stall in it fails the run.
 */
const HOOKS_AROUND_A_TEST = 4;
/**
 * No CPU for this long is a stall: a test that timed out with every hook around it timed out too, and one
 * more reading of the CPU time. Only a run that is stuck (cloudflare/workers-sdk#15498) gets here.
 */
export const STALL_MS = TEST_TIMEOUT_MS + HOOKS_AROUND_A_TEST * HOOK_TIMEOUT_MS + CHECK_EVERY_MS;

/**
 * Between two files (the last one ended, the next not yet sent to run) nothing waits on a timeout: no CPU
 * for this long there is the stall, found sooner than STALL_MS (it costs a whole STALL_MS otherwise).
 */
export const STALL_BETWEEN_FILES_MS = HOOK_TIMEOUT_MS + 2 * CHECK_EVERY_MS;
