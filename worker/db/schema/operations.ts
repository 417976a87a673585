// The outbox, the dev mailbox and the admin audit log.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/** E-mails and notifications waiting to be delivered by the queue consumer. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["email", "push"] }).notNull(),
    payloadJson: text("payload_json").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [index("outbox_status_idx").on(t.status, t.createdAt)],
);

/** Local stand-in for an e-mail provider (development only). */
export const devMailbox = sqliteTable("dev_mailbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: createdAt(),
});

/**
 * What admins did: who (id, and the e-mail, which stays once the admin's account is gone), what, to which
 * record, the before and after of the change (details_json), when. Append-only: triggers (migration 0013)
 * refuse any update but the admin id going NULL with their account, and any delete.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull().default(""),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detailsJson: text("details_json"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_created_idx").on(t.createdAt)],
);
