import { describe, expect, it } from "vitest";
import {
  activationReminderEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from "../../worker/emails/account-emails";
import { renderEmail } from "../../worker/emails/layout";
import { escapeHtml } from "../../worker/lib/html-escape";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("renderEmail", () => {
  const link = "https://foodtruck.example/verify-email?token=abc_DEF-123&x=1";
  const mail = renderEmail({
    to: "ola@example.pl",
    subject: "Temat <b>pogrubiony</b>",
    greetingName: "<script>alert(1)</script>",
    paragraphs: ["Kebab & frytki", 'Cytat "w cudzysłowie"'],
    action: { label: "Kliknij <tutaj>", url: link },
    footnote: "Stopka > wszystko",
  });

  it("keeps recipient and subject", () => {
    expect(mail.to).toBe("ola@example.pl");
    expect(mail.subject).toBe("Temat <b>pogrubiony</b>");
  });

  it("escapes every user-supplied text in the HTML part", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Dzień dobry, &lt;script&gt;alert(1)&lt;/script&gt;!");
    expect(mail.html).toContain("Kebab &amp; frytki");
    expect(mail.html).toContain("Cytat &quot;w cudzysłowie&quot;");
    expect(mail.html).toContain("Kliknij &lt;tutaj&gt;");
    expect(mail.html).toContain("Stopka &gt; wszystko");
    expect(mail.html).toContain("<title>Temat &lt;b&gt;pogrubiony&lt;/b&gt;</title>");
    expect(mail.html).not.toContain("<b>pogrubiony</b>");
  });

  it("puts the link in both parts: escaped in the HTML href, verbatim in the text", () => {
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.html).toContain("token=abc_DEF-123&amp;x=1");
    expect(mail.text).toContain(`Kliknij <tutaj>: ${link}`);
  });

  it("the text part is plain, with greeting and signature", () => {
    expect(mail.text.startsWith("Dzień dobry, <script>alert(1)</script>!\n")).toBe(true);
    expect(mail.text).toContain("Kebab & frytki");
    expect(mail.text).toContain("Stopka > wszystko");
    expect(mail.text.endsWith("Pozdrawiamy,\nZespół Foodtruck Marketplace")).toBe(true);
    expect(mail.text).not.toMatch(/<p|<a |&amp;/);
  });

  it("without a name the greeting has no comma", () => {
    const plain = renderEmail({ to: "a@example.pl", subject: "S", greetingName: "", paragraphs: ["P"] });
    expect(plain.text.startsWith("Dzień dobry!\n")).toBe(true);
    expect(plain.html).not.toContain("<a href");
  });
});

describe("account e-mails", () => {
  const user = { email: "ola@example.pl", firstName: "Ola" };

  it.each([
    ["verification", verificationEmail(user, "http://localhost:8787/verify-email?token=t1"), "token=t1"],
    [
      "activation reminder",
      activationReminderEmail(user, "http://localhost:8787/verify-email?reminder_token=t2"),
      "reminder_token=t2",
    ],
    ["password reset", passwordResetEmail(user, "http://localhost:8787/reset-password?token=t3"), "token=t3"],
  ])("%s: Polish, addressed, link in both parts", (_name, mail, tokenPart) => {
    expect(mail.to).toBe("ola@example.pl");
    expect(mail.subject).toMatch(/– Foodtruck Marketplace$/);
    expect(mail.text).toContain(tokenPart);
    expect(mail.html).toContain(tokenPart);
    expect(mail.text).toContain("Dzień dobry, Ola!");
  });

  it("password changed notice has no link", () => {
    const mail = passwordChangedEmail(user);
    expect(mail.subject).toBe("Twoje hasło zostało zmienione – Foodtruck Marketplace");
    expect(mail.html).not.toContain("<a href");
    expect(mail.text).not.toContain("http");
  });
});
