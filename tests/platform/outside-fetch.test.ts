import { describe, expect, it, vi } from "vitest";
import { resolvingFetch } from "../../platform/outside-fetch";
import { AddressRefusedError } from "../../worker/adapters/guarded-fetch";

// Decision 0026: on Bun and Deno a public name that resolves to a private address is refused before
// anything is sent (a Worker's fetch cannot reach one anyway).

const answers: Record<string, string[]> = {
  "kalendarz.przyklad.pl": ["93.184.215.14", "2606:2800:220:1:248:1893:25c8:1946"],
  "127.0.0.1.nip.io": ["127.0.0.1"],
  "mieszany.przyklad.pl": ["93.184.215.14", "10.0.0.5"],
  "pusty.przyklad.pl": [],
};

function transport(allowLoopback: boolean) {
  const send = vi.fn<typeof fetch>(async () => new Response("BEGIN:VCALENDAR"));
  const resolve = vi.fn(async (hostname: string) => answers[hostname] ?? []);
  return { send, resolve, fetch: resolvingFetch({ allowLoopback, resolve, fetch: send }) };
}

describe("resolvingFetch", () => {
  it("sends to a name whose every address is public", async () => {
    const { fetch, send } = transport(false);
    expect((await fetch("https://kalendarz.przyklad.pl/basic.ics")).status).toBe(200);
    expect(send).toHaveBeenCalledOnce();
  });

  it.each([
    "https://127.0.0.1.nip.io/basic.ics",
    "https://mieszany.przyklad.pl/",
    "https://pusty.przyklad.pl/",
  ])("refuses %s without sending", async (url) => {
    const { fetch, send } = transport(false);
    await expect(fetch(url)).rejects.toThrow(AddressRefusedError);
    expect(send).not.toHaveBeenCalled();
  });

  it("the machine itself only with the development permit; other names are still resolved", async () => {
    const production = transport(false);
    await expect(production.fetch("http://localhost:41234/k.ics")).rejects.toThrow(AddressRefusedError);
    const development = transport(true);
    expect((await development.fetch("http://localhost:41234/k.ics")).status).toBe(200);
    expect(development.resolve).not.toHaveBeenCalled();
    await expect(development.fetch("https://127.0.0.1.nip.io/")).rejects.toThrow(AddressRefusedError);
  });
});
