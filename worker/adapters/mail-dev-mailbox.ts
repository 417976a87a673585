import type { Db } from "../db/client";
import { devMailbox } from "../db/schema";
import { type Mailer, MailRefusedError } from "./mail";

/**
 * Local default: e-mails land in a D1 table shown at /dev/mailbox. Like a real provider it refuses an
 * address that cannot exist: the `.invalid` top-level domain is reserved for that (RFC 2606), so a local
 * run can produce a failed e-mail, as admins see them, on purpose.
 */
export function devMailboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      if (/\.invalid$/i.test(mail.to.trim())) {
        throw new MailRefusedError(`Adres odbiorcy nie istnieje (domena .invalid): ${mail.to}`);
      }
      await db.insert(devMailbox).values(mail);
    },
  };
}
