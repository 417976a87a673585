import type { Db } from "../db/client";
import type { Env } from "../env";

/** What every use case gets from the request: configuration, the database, and work to finish later. */
export interface UseCaseContext {
  env: Env;
  db: Db;
  /** Work that may finish after the answer is sent (handing e-mails to the queue). */
  defer(work: Promise<unknown>): void;
}
