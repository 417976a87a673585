/**
 * Which addresses the server may send a request to when a user gave the address (push endpoints, imported
 * calendars; DESIGN.md §10, decision 0026). Pure rules on a parsed URL, shared by the request schemas (a
 * refused address is a 400 and never stored) and the guarded fetcher (checked again before each request
 * and each redirect, since stored rows and redirects can point anywhere).
 */

/**
 * "only": the hosts `allows` accepts, nothing else (push: the browsers' push services). "public": any
 * public DNS name (imported calendars). Neither ever allows an IP literal
 * or a local name.
 *
 * "public" judges the name, not the address it resolves to, and a public name can resolve to 127.0.0.1 or
 * a private network (any *.nip.io name does). Worker code has no DNS lookup to check that; on Cloudflare a
 * Worker's fetch cannot reach such addresses, but on Bun and Deno it connects to them. So on Bun/Deno,
 * "public" must not be used for arbitrary hosts until a resolved-address check (or an egress proxy) is in
 * place on the platform side: docs/decisions/0026-guarded-fetcher.md, Consequences.
 */
export type HostPolicy = { kind: "only"; allows: (hostname: string) => boolean } | { kind: "public" };

export interface AddressRules {
  policy: HostPolicy;
  /**
   * Plain http as well as https: outside production only, and only where the caller asks for it (no
   * caller does yet).
   */
  allowHttp?: boolean;
  /** The machine itself, for development and tests only: see LoopbackPermit. */
  loopback?: LoopbackPermit | undefined;
}

/** The names of the machine itself a development permit opens (URL's spelling: IPv6 bracketed). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Lets development and the tests reach a server on the machine itself (http://localhost:PORT/…, or
 * 127.0.0.1, any port, http or https), so a test can serve a calendar. The only way to get one is
 * `forEnvironment`, which gives none unless ENVIRONMENT is exactly "development" or "test" (the rule of
 * worker/config.ts `isDevelopment`: anything else, a missing or mistyped value too, is production), and
 * the rules accept only a real instance, so a production deploy can never open the machine.
 */
export class LoopbackPermit {
  private constructor() {}

  static forEnvironment(environment: string | undefined): LoopbackPermit | undefined {
    return environment === "development" || environment === "test" ? new LoopbackPermit() : undefined;
  }
}

/**
 * Names that lead into the machine or its network, not to a public host: localhost (RFC 6761), mDNS
 * .local (RFC 6762), home.arpa (RFC 8375), ICANN's private-use .internal, and the never-delegated names
 * private networks use (RFC 6762 appendix G).
 */
const LOCAL_SUFFIXES = [
  "localhost",
  "local",
  "home.arpa",
  "internal",
  "intranet",
  "private",
  "corp",
  "home",
  "lan",
];

/**
 * True for anything a URL parser would read as an IP address. WHATWG URL turns 0x7f.1, 2130706433,
 * 0177.0.0.1 and 127.1 into 127.0.0.1, and reads any host whose last label is a number (decimal, octal
 * or 0x hex) as IPv4, so that is the test here too, for hostnames that did not come from `new URL`.
 * IPv6 literals come bracketed ([::1], [::ffff:7f00:1]); a bare one contains ":".
 */
export function isIpLiteral(hostname: string): boolean {
  if (hostname.startsWith("[") || hostname.includes(":")) return true;
  const labels = hostname.replace(/\.$/, "").split(".");
  const last = labels.at(-1) ?? "";
  return /^(0x[0-9a-f]*|\d+)$/i.test(last);
}

/** A name that stays inside the machine or its network: localhost, a single label, a reserved suffix. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (!name.includes(".")) return true;
  return LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/**
 * Why the server must not send a request to `url` (an English reason for the logs), or null when it may.
 * Beyond the scheme and the host: no credentials in the URL (they would be sent as Basic auth) and no
 * port but the scheme's own, so a public name cannot aim at another service on the same host.
 */
export function addressProblem(url: URL, rules: AddressRules): string | null {
  const loopback = rules.loopback instanceof LoopbackPermit && LOOPBACK_HOSTS.has(url.hostname);
  const schemes = rules.allowHttp || loopback ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) return `scheme ${url.protocol} is not allowed`;
  if (url.username !== "" || url.password !== "") return "credentials in the address are not allowed";
  if (loopback) return null;
  if (url.port !== "") return `port ${url.port} is not allowed`;
  const host = url.hostname;
  if (host === "") return "the address has no host";
  if (isIpLiteral(host)) return `IP address ${host} is not allowed`;
  if (isLocalName(host)) return `local name ${host} is not allowed`;
  if (rules.policy.kind === "only" && !rules.policy.allows(host)) return `host ${host} is not allowed`;
  return null;
}

/** addressProblem for text that may not even be a URL. */
export function addressTextProblem(text: string, rules: AddressRules): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "not a URL";
  }
  return addressProblem(url, rules);
}

/** IPv4 ranges that are not the public internet (IANA special-purpose registry), as [first octets, bits]. */
const NON_PUBLIC_V4: [number[], number][] = [
  [[0], 8],
  [[10], 8],
  [[100, 64], 10],
  [[127], 8],
  [[169, 254], 16],
  [[172, 16], 12],
  [[192, 0, 0], 24],
  [[192, 0, 2], 24],
  [[192, 88, 99], 24],
  [[192, 168], 16],
  [[198, 18], 15],
  [[198, 51, 100], 24],
  [[203, 0, 113], 24],
  [[224], 4],
  [[240], 4],
];

function v4Number(octets: number[]): number {
  return octets.reduce((value, octet) => value * 256 + octet, 0);
}

function isPublicV4(text: string): boolean {
  const octets = text.split(".").map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) {
    return false;
  }
  const address = v4Number(octets);
  return NON_PUBLIC_V4.every(([prefix, bits]) => {
    const start = v4Number([...prefix, 0, 0, 0, 0].slice(0, 4));
    return Math.floor(address / 2 ** (32 - bits)) !== Math.floor(start / 2 ** (32 - bits));
  });
}

/**
 * Whether a resolved address (what a DNS lookup gives: "93.184.215.14", "2606:2800::1") is on the public
 * internet, for servers whose fetch can reach private networks (Bun, Deno; decision 0026). IPv6: only
 * global unicast (2000::/3), less documentation (2001:db8::/32) and 6to4 (2002::/16, which can wrap any
 * IPv4); an IPv4-mapped address is judged as its IPv4.
 */
export function isPublicIpAddress(text: string): boolean {
  const address = text.toLowerCase().replace(/^\[|\]$/g, "");
  if (!address.includes(":")) return isPublicV4(address);
  const mapped = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return isPublicV4(mapped[1]);
  const first = Number.parseInt(address.split(":")[0] || "0", 16);
  const second = Number.parseInt(address.split(":")[1] || "0", 16);
  if (Number.isNaN(first) || first < 0x2000 || first > 0x3fff) return false;
  return !(first === 0x2001 && second === 0x0db8) && first !== 0x2002;
}
