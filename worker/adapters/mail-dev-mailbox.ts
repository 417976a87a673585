import type { Db } from "../db/client";
import { devMailbox } from "../db/schema";
import type { Mailer } from "./mail";

/** Local default: e-mails land in a D1 table shown at /dev/mailbox. */
export function devMailboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(devMailbox).values(mail);
    },
  };
}
