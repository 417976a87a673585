import type { D1Migration } from "cloudflare:test";
import type { ConversationRoom } from "../../party/conversation-room";
import type { UserHub } from "../../party/user-hub";
import type { Env as WorkerEnv } from "../../worker/env";

declare global {
  namespace Cloudflare {
    /** `env` in tests: the Worker's bindings plus the migrations the config reads for the setup file. */
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The Durable Object namespaces themselves, for tests that reach into an object. */
      UserHub: DurableObjectNamespace<UserHub>;
      ConversationRoom: DurableObjectNamespace<ConversationRoom>;
    }
  }
}
