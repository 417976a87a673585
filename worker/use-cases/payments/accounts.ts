import { and, eq, isNull, lte } from "drizzle-orm";
import type * as v from "valibot";
import {
  type ConnectedAccountState,
  connectedAccountState,
  type PaymentProvider,
} from "../../adapters/payments";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { connectedAccounts, users } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import type { accountObjectSchema, StripeEvent } from "../../schemas/stripe-events";
import type { UseCaseContext } from "../context";
import { markProcessed } from "./processed-events";
import { askProvider, paymentProvider } from "./provider";
import { PAYMENT_CODES, PAYMENT_TEXTS } from "./texts";

/** Where Stripe's onboarding sends the user back: My account, which then shows the account's state. */
function onboardingUrls(env: Env) {
  return {
    refreshUrl: new URL("/my-account?stripe=refresh", env.APP_URL).toString(),
    returnUrl: new URL("/my-account?stripe=return", env.APP_URL).toString(),
  };
}

/**
 * The statement storing an account's state as of `stateAt`, unless what is stored is newer (events may
 * arrive out of order). With the user it belongs to, a first state is inserted; without (a provider event
 * does not say whose account it is), only an account stored already is updated: accounts nobody here
 * created are not stored.
 */
function saveAccountState(db: Db, userId: number | null, state: ConnectedAccountState, stateAt: number) {
  const values = {
    chargesEnabled: state.chargesEnabled,
    payoutsEnabled: state.payoutsEnabled,
    detailsSubmitted: state.detailsSubmitted,
    stateAt,
  };
  const storedIsNotNewer = lte(connectedAccounts.stateAt, stateAt);
  if (userId === null) {
    return db
      .update(connectedAccounts)
      .set(values)
      .where(and(eq(connectedAccounts.accountId, state.accountId), storedIsNotNewer));
  }
  return db
    .insert(connectedAccounts)
    .values({ accountId: state.accountId, userId, ...values })
    .onConflictDoUpdate({ target: connectedAccounts.accountId, set: values, setWhere: storedIsNotNewer });
}

/** The user's linked account and its last known state (null state: linked, never heard of since). */
async function paymentAccountOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      accountId: users.stripeAccountId,
      chargesEnabled: connectedAccounts.chargesEnabled,
      payoutsEnabled: connectedAccounts.payoutsEnabled,
      detailsSubmitted: connectedAccounts.detailsSubmitted,
    })
    .from(users)
    .leftJoin(connectedAccounts, eq(connectedAccounts.accountId, users.stripeAccountId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
type PaymentAccount = NonNullable<Awaited<ReturnType<typeof paymentAccountOf>>>;

/** Money can be collected for a payee whose linked account accepts charges. */
export function acceptsPayments(account: PaymentAccount | undefined): account is PaymentAccount & {
  accountId: string;
} {
  return Boolean(account?.accountId && account.chargesEnabled);
}

/**
 * The user's account as it stands now: a linked account that cannot take payments yet is asked about
 * afresh (the user may just be back from onboarding, ahead of Stripe's account.updated event).
 */
export async function currentAccountOf(ctx: UseCaseContext, provider: PaymentProvider, userId: number) {
  const account = await paymentAccountOf(ctx.db, userId);
  if (!account?.accountId || account.chargesEnabled) return account;
  await refreshAccount(ctx, provider, userId, account.accountId);
  return paymentAccountOf(ctx.db, userId);
}

/**
 * SPEC.md §5: asking for a deposit or fee, and paying one, need the user's own connected account able to
 * take payments. The refusal's code tells the web to offer My account (a confirm dialog).
 */
export async function requirePaymentAccount(ctx: UseCaseContext, userId: number): Promise<void> {
  const account = await currentAccountOf(ctx, paymentProvider(ctx), userId);
  if (acceptsPayments(account)) return;
  if (!account?.accountId) {
    throw new ApiError(409, PAYMENT_TEXTS.accountRequired, { code: PAYMENT_CODES.accountRequired });
  }
  throw new ApiError(409, PAYMENT_TEXTS.accountNotReady, { code: PAYMENT_CODES.onboardingIncomplete });
}

/** Asks the provider for the account's state now and stores it (after onboarding, before the webhook). */
async function refreshAccount(
  ctx: UseCaseContext,
  provider: PaymentProvider,
  userId: number,
  accountId: string,
) {
  const state = await askProvider(() => provider.retrieveAccount(accountId));
  await saveAccountState(ctx.db, userId, state, nowSeconds());
  return state;
}

/** Creates the user's Express account (once: the provider replays a repeated creation) and links it. */
async function createAccount(ctx: UseCaseContext, provider: PaymentProvider, user: UserRow): Promise<string> {
  const { db } = ctx;
  const state = await askProvider(() =>
    provider.createExpressAccount({
      userId: user.id,
      email: user.email,
      // SPEC.md §5: without a NIP the user registers as a private person.
      businessType: user.nip ? "company" : "individual",
    }),
  );
  const now = nowSeconds();
  await db.batch([
    db
      .update(users)
      .set({ stripeAccountId: state.accountId, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.stripeAccountId))),
    saveAccountState(db, user.id, state, now),
  ]);
  // A concurrent request may have linked first: the stored link wins.
  return (await paymentAccountOf(db, user.id))?.accountId ?? state.accountId;
}

/** POST /users/me/stripe-connect-link: an onboarding link, creating the account on first use. */
export async function connectLink(ctx: UseCaseContext, user: UserRow) {
  const provider = paymentProvider(ctx);
  const accountId = user.stripeAccountId ?? (await createAccount(ctx, provider, user));
  const url = await askProvider(() => provider.createOnboardingLink(accountId, onboardingUrls(ctx.env)));
  return { url, test_mode: provider.mode === "test_mode" };
}

/** POST /stripe/create-dashboard-link: the provider's dashboard, once onboarding is done. */
export async function dashboardLink(ctx: UseCaseContext, user: UserRow) {
  const accountId = user.stripeAccountId;
  if (!accountId) {
    throw new ApiError(409, PAYMENT_TEXTS.accountRequired, { code: PAYMENT_CODES.accountRequired });
  }
  const provider = paymentProvider(ctx);
  const stored = await paymentAccountOf(ctx.db, user.id);
  const detailsSubmitted =
    stored?.detailsSubmitted || (await refreshAccount(ctx, provider, user.id, accountId)).detailsSubmitted;
  if (!detailsSubmitted) {
    throw new ApiError(409, PAYMENT_TEXTS.onboardingIncomplete, { code: PAYMENT_CODES.onboardingIncomplete });
  }
  const url = await askProvider(() => provider.createLoginLink(accountId));
  return { url, test_mode: provider.mode === "test_mode" };
}

/**
 * GET /stripe/account: the state My account shows. A linked account that cannot take payments yet is
 * asked about afresh (the user may just be back from onboarding, ahead of the webhook).
 */
export async function paymentAccountStatus(ctx: UseCaseContext, user: UserRow) {
  const provider = paymentProvider(ctx);
  const account = await currentAccountOf(ctx, provider, user.id);
  return {
    connected: Boolean(account?.accountId),
    account_id: account?.accountId ?? null,
    charges_enabled: account?.chargesEnabled ?? false,
    payouts_enabled: account?.payoutsEnabled ?? false,
    details_submitted: account?.detailsSubmitted ?? false,
    test_mode: provider.mode === "test_mode",
  };
}

/**
 * `account.updated`: the account's new state, unless newer news was stored already. Accounts nobody here
 * created are not stored.
 */
export async function applyAccountUpdate(
  ctx: UseCaseContext,
  event: Pick<StripeEvent, "id" | "type" | "created">,
  account: v.InferOutput<typeof accountObjectSchema>,
): Promise<void> {
  const { db } = ctx;
  await db.batch([
    saveAccountState(db, null, connectedAccountState(account), event.created),
    markProcessed(db, event),
  ]);
}
