/**
 * Polish names of the audit log's actions and targets (worker/use-cases/admin/*, payments/resolve-dispute):
 * the log stores codes; an unknown code is shown as it is.
 */
const ACTION_LABELS: ReadonlyMap<string, string> = new Map([
  ["user_block", "Zablokowanie użytkownika"],
  ["user_unblock", "Odblokowanie użytkownika"],
  ["user_update", "Edycja użytkownika"],
  ["user_delete", "Usunięcie użytkownika"],
  ["payment_account_remove", "Odłączenie konta płatności"],
  ["profile_update", "Edycja profilu food trucka"],
  ["photo_delete", "Usunięcie zdjęcia z galerii"],
  ["profile_delete", "Usunięcie profilu food trucka"],
  ["booking_packaging", "Zmiana statusu opakowań"],
  ["booking_commission", "Zmiana statusu prowizji"],
  ["dispute_refund", "Spór: zwrot środków"],
  ["dispute_release", "Spór: przekazanie środków"],
  ["outbox_retry", "Ponowienie wysyłki"],
  ["payout_retry", "Ponowienie wypłaty"],
]);

const TARGET_LABELS: ReadonlyMap<string, string> = new Map([
  ["user", "Użytkownik"],
  ["booking", "Rezerwacja"],
  ["profile", "Profil"],
  ["photo", "Zdjęcie profilu"],
  ["payment_account", "Konto płatności użytkownika"],
  ["outbox", "Wysyłka"],
]);

/** Who acted, once the admin's account is deleted (the log then keeps no e-mail of them; decision 0010). */
const DELETED_ADMIN = "Usunięty administrator";

/** Who acted: the admin's e-mail, or that their account is gone. */
export function auditAdminLabel(adminEmail: string | null): string {
  return adminEmail ?? DELETED_ADMIN;
}

export function auditActionLabel(action: string): string {
  return ACTION_LABELS.get(action) ?? action;
}

export function auditTargetLabel(targetType: string): string {
  return TARGET_LABELS.get(targetType) ?? targetType;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A stored value as short text: strings as they are, flags as tak/nie, nothing as "—". */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "tak" : "nie";
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/**
 * An entry's details ({ before, after, …extra }) as lines "field: before → after" (fields that kept their
 * value left out), a field only before or after as "field: value", then the extra facts (amounts).
 * No details (null) means they went with the account of the user they showed (decision 0010).
 */
export function auditChanges(details: unknown): string[] {
  if (details === null) return ["Szczegóły usunięte wraz z kontem użytkownika"];
  if (!isRecord(details)) return [];
  const { before, after, ...extra } = details;
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(old), ...Object.keys(next)])) {
    const had = key in old;
    const has = key in next;
    const [was, is] = [valueText(old[key]), valueText(next[key])];
    // An edit sends the whole form: the fields it left as they were are not changes.
    if (had && has && was !== is) lines.push(`${key}: ${was} → ${is}`);
    else if (had !== has) lines.push(`${key}: ${had ? was : is}`);
  }
  for (const [key, value] of Object.entries(extra)) lines.push(`${key}: ${valueText(value)}`);
  return lines;
}
