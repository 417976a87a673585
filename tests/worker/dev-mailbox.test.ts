import { createExecutionContext, env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { devMailboxMailer } from "../../worker/adapters/mail-dev-mailbox";
import { app } from "../../worker/app";
import { api, db, TEXT, uniqueEmail } from "./helpers";

const mailboxSchema = v.array(
  v.strictObject({
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    html: v.string(),
    created_at: v.number(),
  }),
);

describe("GET /api/dev/mailbox", () => {
  it("lists mails newest first with to, subject, text, html, created_at", async () => {
    const to = uniqueEmail("mailbox");
    const mailer = devMailboxMailer(db());
    await mailer.send({ to, subject: "Pierwsza", text: "tekst 1", html: "<p>1</p>" }, "k1");
    await mailer.send({ to, subject: "Druga", text: "tekst 2", html: "<p>2</p>" }, "k2");

    const res = await api("/dev/mailbox");
    expect(res.status).toBe(200);
    const mails = v.parse(mailboxSchema, await res.json());
    const mine = mails.filter((mail) => mail.to === to);
    expect(mine.map(({ subject, text, html }) => ({ subject, text, html }))).toEqual([
      { subject: "Druga", text: "tekst 2", html: "<p>2</p>" },
      { subject: "Pierwsza", text: "tekst 1", html: "<p>1</p>" },
    ]);
    for (const mail of mine) expect(Math.abs(mail.created_at - Date.now() / 1000)).toBeLessThan(120);
  });

  it("?to= lists one recipient's mails only, whatever the letter case", async () => {
    const to = uniqueEmail("mailbox-to");
    const other = uniqueEmail("mailbox-other");
    const mailer = devMailboxMailer(db());
    await mailer.send({ to, subject: "Dla mnie", text: "t", html: "<p>t</p>" }, "k-to");
    await mailer.send({ to: other, subject: "Nie dla mnie", text: "t", html: "<p>t</p>" }, "k-other");

    const res = await api(`/dev/mailbox?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.status).toBe(200);
    const mails = v.parse(mailboxSchema, await res.json());
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[to, "Dla mnie"]]);
  });

  it("does not exist in production (404)", async () => {
    const res = await app.request(
      "/api/dev/mailbox",
      {},
      { ...env, ENVIRONMENT: "production" },
      createExecutionContext(),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: TEXT.notFound });
  });

  it("exists in development", async () => {
    const res = await app.request(
      "/api/dev/mailbox",
      {},
      { ...env, ENVIRONMENT: "development" },
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
  });
});
