import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../../worker/env";

declare global {
  namespace Cloudflare {
    /** `env` in tests: the Worker's bindings plus the migrations the config reads for the setup file. */
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
