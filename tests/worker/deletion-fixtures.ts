import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { payouts, users } from "../../worker/db/schema";
import { type BookingDto, completedBooking, type Parties } from "./booking-fixtures";
import { createVerifiedUser, db, type TestUser } from "./helpers";
import { uniqueWord } from "./profile-fixtures";

/**
 * Account deletion tests: who is deleted, and what a deleted account may leave behind, read from the
 * live schema (sqlite_master and PRAGMA), so a table added later is checked too.
 */

export interface Person extends TestUser {
  fullName: string;
  /** As the app shows an organizer to an owner: first name and initial ("Anna K."). */
  shortName: string;
  phone: string;
  company: { companyName: string; nip: string; streetAddress: string; postalCode: string; city: string };
  /** Everything personal the app knows of them, as stored and as it shows them. */
  needles: string[];
}

export const digits = (count: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(count)), (b) => String(b % 10)).join("");

/** A user no other test shares a name, phone or company with, so any trace of them is theirs. */
export async function person(
  userType: "organizer" | "food_truck_owner",
  role: "user" | "admin" = "user",
): Promise<Person> {
  const firstName = `Zofia${uniqueWord("")}`;
  const lastName = `Nowak${uniqueWord("")}`;
  const company = {
    companyName: `Firma ${uniqueWord("")} sp. z o.o.`,
    nip: digits(10),
    streetAddress: `ul. ${uniqueWord("")} 7`,
    postalCode: "00-001",
    city: "Warszawa",
  };
  const created = await createVerifiedUser({ userType, role, firstName, lastName, company });
  const phoneNumber = `+48 5${digits(2)} ${digits(3)} ${digits(3)}`;
  await db().update(users).set({ phoneNumber }).where(eq(users.id, created.user.id));
  const shortName = `${firstName} ${lastName[0]?.toUpperCase()}.`;
  return {
    ...created,
    fullName: `${firstName} ${lastName}`,
    shortName,
    phone: phoneNumber,
    company,
    needles: [
      created.email,
      firstName,
      lastName,
      shortName,
      phoneNumber,
      company.companyName,
      company.nip,
      company.streetAddress,
    ],
  };
}

/** The company part of the admin's user form, as the person has it. */
export function companyFields({ company }: Person) {
  return {
    company_name: company.companyName,
    nip: company.nip,
    street_address: company.streetAddress,
    postal_code: company.postalCode,
    city: company.city,
  };
}

/** A paid booking that went ahead and whose payout went out: it no longer blocks a deletion. */
export async function settledBooking(parties: Parties): Promise<BookingDto> {
  const done = await completedBooking(parties, { paid: true });
  await db().insert(payouts).values({
    requestId: done.request_id,
    payeeId: parties.owner.user.id,
    amountGrosze: 20_000,
    status: "paid",
    releaseAfter: 0,
  });
  return done;
}

const tableListSchema = v.array(v.object({ name: v.string() }));
const columnListSchema = v.array(v.object({ name: v.string(), type: v.string() }));
const foreignKeySchema = v.array(v.object({ table: v.string(), from: v.string() }));
const countSchema = v.object({ n: v.number() });
const valuesSchema = v.array(v.object({ value: v.string() }));

interface Table {
  name: string;
  textColumns: string[];
  userColumns: string[];
}

async function liveTables(): Promise<Table[]> {
  const tables = v.parse(
    tableListSchema,
    (
      await env.DB.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
      ).all()
    ).results,
  );
  return Promise.all(
    tables.map(async ({ name }) => {
      const [keys, columns] = await Promise.all([
        env.DB.prepare(`PRAGMA foreign_key_list("${name}")`).all(),
        env.DB.prepare(`PRAGMA table_info("${name}")`).all(),
      ]);
      return {
        name,
        textColumns: v
          .parse(columnListSchema, columns.results)
          .filter((column) => column.type.toLowerCase() === "text")
          .map((column) => column.name),
        userColumns: v
          .parse(foreignKeySchema, keys.results)
          .filter((key) => key.table === "users")
          .map((key) => key.from),
      };
    }),
  );
}

/**
 * Every place that still points at the user: a column with a foreign key to users holding their id
 * ("table.column"), or a text column holding their e-mail.
 */
export async function rowsReferring(user: { id: number; email: string }): Promise<string[]> {
  const found: string[] = [];
  for (const table of await liveTables()) {
    for (const column of table.userColumns) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${table.name}" WHERE "${column}" = ?1`)
        .bind(user.id)
        .first();
      if (v.parse(countSchema, row).n > 0) found.push(`${table.name}.${column}`);
    }
  }
  const places = (await tracesOf([user.email])).map((trace) => trace.place);
  return [...found, ...new Set(places)];
}

export interface Trace {
  /** "table.column" */
  place: string;
  value: string;
}

/**
 * Every value of every text column of every table that contains one of `needles` (in any case), each
 * distinct value once, sorted by place.
 */
export async function tracesOf(needles: readonly string[]): Promise<Trace[]> {
  const wanted = needles.filter((needle) => needle.trim() !== "").map((needle) => needle.toLowerCase());
  if (wanted.length === 0) throw new Error("nothing to look for");
  const any = wanted.map((_, index) => `instr(lower(COLUMN), ?${index + 1}) > 0`).join(" OR ");
  const found: Trace[] = [];
  for (const table of await liveTables()) {
    for (const column of table.textColumns) {
      const where = any.replaceAll("COLUMN", `"${column}"`);
      const { results } = await env.DB.prepare(
        `SELECT DISTINCT "${column}" AS value FROM "${table.name}" WHERE ${where}`,
      )
        .bind(...wanted)
        .all();
      for (const { value } of v.parse(valuesSchema, results)) {
        found.push({ place: `${table.name}.${column}`, value });
      }
    }
  }
  return found.sort((a, b) => a.place.localeCompare(b.place) || a.value.localeCompare(b.value));
}

/**
 * The throttle counters that name the user: keyed by their e-mail, or ending with their id (after a
 * letter or digit and one colon, so an IPv6 address ending "::1" is not taken for user 1).
 */
export async function counterKeysOf(user: { id: number; email: string }): Promise<string[]> {
  const rows = await db().query.rateLimits.findMany();
  const byId = new RegExp(`[^:]:${user.id}$`);
  return rows
    .map((row) => row.key)
    .filter((key) => key.includes(user.email) || byId.test(key))
    .sort();
}
