import { expect } from "vitest";
import { quickUser } from "./booking-fixtures";
import { api, TEXT } from "./helpers";
import { createOwner } from "./profile-fixtures";

export type AdminCall = [method: string, path: string, body: unknown];

/** Each call: 401 without a token, 403 (in Polish) for an organizer and for an owner. */
export async function expectAdminOnly(calls: AdminCall[]): Promise<void> {
  const [organizer, owner] = await Promise.all([quickUser(), createOwner({ password: null })]);
  for (const [method, path, body] of calls) {
    expect((await api(path, body, { method })).status, `${method} ${path}`).toBe(401);
    for (const caller of [organizer, owner]) {
      const res = await api(path, body, { method, token: caller.token });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ message: TEXT.forbidden });
    }
  }
}
