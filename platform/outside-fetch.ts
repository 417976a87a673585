import { lookup } from "node:dns/promises";
import { AddressRefusedError } from "../worker/adapters/guarded-fetch";
import { isPublicIpAddress } from "../worker/lib/outside-address";

/**
 * The transport under the guarded fetcher on Bun and Deno (decision 0026, Consequences): unlike a
 * Cloudflare Worker's, their fetch reaches private networks, so a public name that resolves to one
 * (any *.nip.io name does) must be stopped here. The name is resolved first and every address it gives
 * must be public; only then is the request sent. The runtime resolves the name again to connect, so a
 * name whose answers change within that moment (DNS rebinding) is not fully covered: an egress proxy
 * would be. `allowLoopback` follows the address rules' development permit (the tests' own servers).
 */
export function resolvingFetch(options: {
  allowLoopback: boolean;
  resolve?: (hostname: string) => Promise<string[]>;
  fetch?: typeof fetch;
}): typeof fetch {
  const resolve =
    options.resolve ??
    (async (hostname: string) =>
      (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address));
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    if (!(options.allowLoopback && loopback)) {
      const addresses = await resolve(url.hostname.replace(/^\[|\]$/g, ""));
      if (addresses.length === 0 || !addresses.every(isPublicIpAddress)) {
        throw new AddressRefusedError(`${url.hostname} resolves to an address that is not public`);
      }
    }
    return send(input, init);
  };
}
