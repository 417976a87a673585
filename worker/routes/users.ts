import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { validate } from "../lib/validate";
import { requireAuth } from "../permissions";
import { changePasswordSchema, deleteAccountSchema, updateMeSchema } from "../schemas/account";
import { changePassword, updateAccount } from "../use-cases/accounts/account";
import { confirmAndDeleteAccount, mailDeletionLink } from "../use-cases/accounts/confirm-deletion";
import { ACCOUNT_TEXTS } from "../use-cases/accounts/texts";
import { exportMyData } from "../use-cases/export/data-export";
import { connectLink } from "../use-cases/payments/accounts";
import { useCaseContext } from "./context";

export const usersRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .put("/me", validate("json", updateMeSchema), async (c) => {
    return c.json(await updateAccount(useCaseContext(c), c.var.user, c.req.valid("json")));
  })

  .put("/me/password", validate("json", changePasswordSchema), async (c) => {
    const token = await changePassword(useCaseContext(c), c.var.user, c.req.valid("json"));
    return c.json({ message: ACCOUNT_TEXTS.passwordChanged, token });
  })

  .delete("/me", validate("json", deleteAccountSchema), async (c) => {
    await confirmAndDeleteAccount(useCaseContext(c), c.var.user, c.req.valid("json"));
    return c.json({ message: ACCOUNT_TEXTS.accountDeleted });
  })

  .post("/me/deletion-link", async (c) => {
    await mailDeletionLink(useCaseContext(c), c.var.user);
    return c.json({ message: ACCOUNT_TEXTS.deletionLinkSent });
  })

  .post("/me/stripe-connect-link", async (c) => {
    return c.json(await connectLink(useCaseContext(c), c.var.user));
  })

  // Beyond SPEC.md (issue 38): "Pobierz moje dane" — the signed-in user's own data and nobody else's, as one
  // JSON file to save (GDPR art. 15 and 20); a few a day, each in the audit log.
  .get("/me/export", async (c) => {
    const { filename, document } = await exportMyData(useCaseContext(c), c.var.user);
    return c.body(JSON.stringify(document, null, 2), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    });
  });
