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
 * What admins did: who (id and e-mail), what, to which record, the before and after of the change
 * (details_json), when, and whose personal data the details may show (subject_user_id: the edited user,
 * the owner of the edited truck, the recipient of the retried e-mail; no foreign key, so it outlives the
 * account). Append-only: triggers (migration 0025) refuse any change and any delete, but for what an
 * account deletion takes (decision 0010): the admin's id and e-mail go NULL once the admin's account is
 * gone, and the details go NULL once the subject's account is gone.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    /** NULL once the admin's account is deleted ("Usunięty administrator" in the panel). */
    adminEmail: text("admin_email"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    subjectUserId: integer("subject_user_id"),
    /** NULL once the subject's account is deleted. */
    detailsJson: text("details_json"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_created_idx").on(t.createdAt),
    // The deletion's redaction finds the entries by these (and the admin id's ON DELETE SET NULL).
    index("audit_subject_idx").on(t.subjectUserId),
    index("audit_admin_idx").on(t.adminId),
  ],
);
