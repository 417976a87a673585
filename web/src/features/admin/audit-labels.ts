import { formatGrosze } from "@shared/domain/money";
import { BOOKING_STATUS_LABELS } from "../../lib/texts";
import { USER_TYPE_LABELS } from "./texts";

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
  // Beyond SPEC.md (issue 38): a user downloaded their own data; the "admin" of the entry is that user.
  ["data_export", "Pobranie kopii danych przez użytkownika (RODO)"],
]);

const TARGET_LABELS: ReadonlyMap<string, string> = new Map([
  ["user", "Użytkownik"],
  ["booking", "Rezerwacja"],
  ["profile", "Profil"],
  ["photo", "Zdjęcie profilu"],
  ["payment_account", "Konto płatności użytkownika"],
  ["outbox", "Wysyłka"],
]);

/** Polish names of the fields an entry's details hold (the worker's keys); an unknown one shows as it is. */
const FIELD_LABELS: ReadonlyMap<string, string> = new Map([
  ["is_blocked", "Zablokowany"],
  ["user_type", "Typ konta"],
  ["phone_number", "Telefon"],
  ["company_name", "Firma"],
  ["nip", "NIP"],
  ["street_address", "Ulica i numer"],
  ["postal_code", "Kod pocztowy"],
  ["city", "Miejscowość"],
  ["stripe_account_id", "Konto płatności"],
  ["packaging_ordered", "Opakowania zamówione"],
  ["commission_paid", "Prowizja opłacona"],
  ["status", "Status"],
  ["payout_status", "Status wypłaty"],
  ["attempts", "Liczba prób"],
  ["last_error", "Ostatni błąd"],
  ["food_truck_name", "Nazwa food trucka"],
  ["food_truck_description", "Opis"],
  ["base_location", "Baza"],
  ["operation_radius_km", "Zasięg (km)"],
  ["photo_url", "Zdjęcie"],
  ["owner_id", "Właściciel (nr)"],
  ["refund_grosze", "Zwrot"],
  ["release_grosze", "Przekazano właścicielowi"],
]);

/** Statuses of an outbox row or a payout, as the log stores them; booking statuses have their own labels. */
const DELIVERY_STATUS_LABELS: ReadonlyMap<string, string> = new Map([
  ["pending", "oczekuje"],
  ["sent", "wysłana"],
  ["failed", "nieudana"],
  ["paid", "wypłacona"],
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

function hasKey<T extends object>(labels: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(labels, key);
}

/**
 * A stored value as short Polish text: flags as tak/nie, amounts in grosze as złoty, account types and
 * statuses by their names, nothing as "—", anything else as it is.
 */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "tak" : "nie";
  if (typeof value === "number") return field.endsWith("_grosze") ? formatGrosze(value) : String(value);
  if (typeof value !== "string") return JSON.stringify(value);
  if (field === "user_type" && hasKey(USER_TYPE_LABELS, value)) return USER_TYPE_LABELS[value];
  if (field === "status" && hasKey(BOOKING_STATUS_LABELS, value)) return BOOKING_STATUS_LABELS[value];
  if (field.endsWith("status")) return DELIVERY_STATUS_LABELS.get(value) ?? value;
  return value;
}

function fieldLabel(field: string): string {
  return FIELD_LABELS.get(field) ?? field;
}

/**
 * An entry's details ({ before, after, …extra }) as lines "Pole: przed → po" (fields that kept their
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
    const [was, is] = [valueText(key, old[key]), valueText(key, next[key])];
    // An edit sends the whole form: the fields it left as they were are not changes.
    if (had && has && was !== is) lines.push(`${fieldLabel(key)}: ${was} → ${is}`);
    else if (had !== has) lines.push(`${fieldLabel(key)}: ${had ? was : is}`);
  }
  for (const [key, value] of Object.entries(extra))
    lines.push(`${fieldLabel(key)}: ${valueText(key, value)}`);
  return lines;
}
