import { describe, expect, it } from "vitest";
import {
  type AddressRules,
  addressTextProblem,
  isIpLiteral,
  isLocalName,
  isPublicIpAddress,
  LoopbackPermit,
} from "../../worker/lib/outside-address";
import { isBrowserPushHost, pushEndpointProblem } from "../../worker/lib/push-services";

// Which addresses the server may send a request to (decision 0026): the push policy ("only these hosts")
// and the calendar one ("any public host") share every rule but the host list.

const PUBLIC: AddressRules = { policy: { kind: "public" } };

describe("isIpLiteral: every spelling a URL parser reads as an address", () => {
  it.each([
    "127.0.0.1",
    "169.254.169.254",
    "10.0.0.1",
    "8.8.8.8",
    "0.0.0.0",
    "1.2.3.4.",
    // Forms WHATWG URL turns into 127.0.0.1, had they not come through it.
    "0x7f.1",
    "0x7F000001",
    "2130706433",
    "0177.0.0.1",
    "127.1",
    "0",
    "example.0x10",
    "foo.123",
    "[::1]",
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "[fe80::1]",
    "[fd00::1]",
    "[2001:4860:4860::8888]",
    "::1",
  ])("%s", (host) => {
    expect(isIpLiteral(host)).toBe(true);
  });

  it.each(["fcm.googleapis.com", "web.push.apple.com", "1password.com", "0x7f.example.pl", "123.example.pl"])(
    "%s is a name",
    (host) => {
      expect(isIpLiteral(host)).toBe(false);
    },
  );
});

describe("isLocalName", () => {
  it.each([
    "localhost",
    "LOCALHOST",
    "localhost.",
    "api.localhost",
    "printer.local",
    "metadata.google.internal",
    "nas.home.arpa",
    "router.lan",
    "intranet",
    "kubernetes",
    "fileserver.corp",
  ])("%s stays inside", (host) => {
    expect(isLocalName(host)).toBe(true);
  });

  it.each(["fcm.googleapis.com", "localhost.pl", "local.example.com", "kalendarz.google.com"])(
    "%s is public",
    (host) => {
      expect(isLocalName(host)).toBe(false);
    },
  );
});

describe("addressTextProblem with the public policy (calendars)", () => {
  it.each([
    ["https://kalendarz.przyklad.pl/feed.ics", null],
    ["https://calendar.google.com/calendar/ical/x/basic.ics", null],
    ["http://kalendarz.przyklad.pl/feed.ics", "scheme http: is not allowed"],
    ["ftp://kalendarz.przyklad.pl/feed.ics", "scheme ftp: is not allowed"],
    ["file:///etc/passwd", "scheme file: is not allowed"],
    ["https://ja:haslo@kalendarz.przyklad.pl/", "credentials in the address are not allowed"],
    ["https://kalendarz.przyklad.pl:8443/", "port 8443 is not allowed"],
    ["https://kalendarz.przyklad.pl:443/", null],
    ["https://127.0.0.1/", "IP address 127.0.0.1 is not allowed"],
    ["https://0x7f.1/", "IP address 127.0.0.1 is not allowed"],
    ["https://2130706433/", "IP address 127.0.0.1 is not allowed"],
    ["https://0177.0.0.1/", "IP address 127.0.0.1 is not allowed"],
    ["https://127.1/", "IP address 127.0.0.1 is not allowed"],
    ["https://%31%32%37.0.0.1/", "IP address 127.0.0.1 is not allowed"],
    ["https://169.254.169.254/latest/meta-data/", "IP address 169.254.169.254 is not allowed"],
    ["https://[::1]/", "IP address [::1] is not allowed"],
    ["https://[0:0:0:0:0:0:0:1]/", "IP address [::1] is not allowed"],
    ["https://[::ffff:127.0.0.1]/", "IP address [::ffff:7f00:1] is not allowed"],
    ["https://localhost/", "local name localhost is not allowed"],
    ["https://LocalHost./", "local name localhost. is not allowed"],
    ["https://metadata.google.internal/", "local name metadata.google.internal is not allowed"],
    ["https://[fe80::1%25eth0]/", "not a URL"],
    ["nie adres", "not a URL"],
    ["", "not a URL"],
  ])("%s → %s", (text, problem) => {
    expect(addressTextProblem(text, PUBLIC)).toBe(problem);
  });

  it("plain http only when the caller allows it (outside production), and still no local host", () => {
    const http: AddressRules = { ...PUBLIC, allowHttp: true };
    expect(addressTextProblem("http://kalendarz.przyklad.pl/feed.ics", http)).toBeNull();
    expect(addressTextProblem("http://localhost:8787/feed.ics", http)).toBe("port 8787 is not allowed");
    expect(addressTextProblem("http://localhost/feed.ics", http)).toBe("local name localhost is not allowed");
  });
});

describe("the machine itself: development and tests only (issue 36, a test serves a calendar)", () => {
  it.each(["production", "Production", "", "dev", undefined])("ENVIRONMENT %s gives no permit", (name) => {
    expect(LoopbackPermit.forEnvironment(name)).toBeUndefined();
  });

  it("with a development permit: localhost, 127.0.0.1 and [::1] on any port, http or https; nothing else", () => {
    const development: AddressRules = { ...PUBLIC, loopback: LoopbackPermit.forEnvironment("development") };
    for (const text of [
      "http://localhost:8787/feed.ics",
      "http://127.0.0.1:41234/feed.ics",
      "https://[::1]:8443/feed.ics",
      "http://localhost/feed.ics",
    ]) {
      expect(addressTextProblem(text, development)).toBeNull();
    }
    expect(addressTextProblem("ftp://localhost/feed.ics", development)).toBe("scheme ftp: is not allowed");
    expect(addressTextProblem("http://ja:haslo@localhost:1/", development)).toBe(
      "credentials in the address are not allowed",
    );
    // Only the machine itself: other local names, private ranges and public hosts keep every rule.
    expect(addressTextProblem("http://10.0.0.1:80/", development)).toBe("scheme http: is not allowed");
    expect(addressTextProblem("https://10.0.0.1/", development)).toBe("IP address 10.0.0.1 is not allowed");
    expect(addressTextProblem("https://router.lan/", development)).toBe(
      "local name router.lan is not allowed",
    );
    expect(addressTextProblem("http://kalendarz.przyklad.pl/", development)).toBe(
      "scheme http: is not allowed",
    );
    expect(addressTextProblem("https://kalendarz.przyklad.pl:8443/", development)).toBe(
      "port 8443 is not allowed",
    );
  });

  it("in production the same addresses are refused", () => {
    const production: AddressRules = { ...PUBLIC, loopback: LoopbackPermit.forEnvironment("production") };
    expect(addressTextProblem("http://localhost:8787/feed.ics", production)).toBe(
      "scheme http: is not allowed",
    );
    expect(addressTextProblem("https://localhost/feed.ics", production)).toBe(
      "local name localhost is not allowed",
    );
    expect(addressTextProblem("https://127.0.0.1/", production)).toBe("IP address 127.0.0.1 is not allowed");
  });
});

describe("the browsers' push services", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:APA91b",
    "https://fcm.googleapis.com/wp/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
    "https://web.push.apple.com/QGuQyavXutnMH",
    "https://api.push.apple.com/3/device/x",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    "https://FCM.googleapis.COM/fcm/send/x",
    "https://fcm.googleapis.com:443/fcm/send/x",
  ])("accepts %s", (endpoint) => {
    expect(pushEndpointProblem(endpoint)).toBeNull();
  });

  it.each([
    ["http://fcm.googleapis.com/fcm/send/x", "scheme http: is not allowed"],
    ["https://fcm.googleapis.com:8443/fcm/send/x", "port 8443 is not allowed"],
    ["https://u:p@fcm.googleapis.com/fcm/send/x", "credentials in the address are not allowed"],
    ["https://fcm.googleapis.com./fcm/send/x", "host fcm.googleapis.com. is not allowed"],
    ["https://fcm.googleapis.com.evil.pl/x", "host fcm.googleapis.com.evil.pl is not allowed"],
    ["https://evilfcm.googleapis.com/x", "host evilfcm.googleapis.com is not allowed"],
    ["https://googleapis.com/x", "host googleapis.com is not allowed"],
    ["https://android.googleapis.com/gcm/send/x", "host android.googleapis.com is not allowed"],
    ["https://push.apple.com/x", "host push.apple.com is not allowed"],
    ["https://evilpush.apple.com/x", "host evilpush.apple.com is not allowed"],
    ["https://notify.windows.com/w/", "host notify.windows.com is not allowed"],
    ["https://wns2.notify.windows.com.evil.pl/w/", "host wns2.notify.windows.com.evil.pl is not allowed"],
    ["https://127.0.0.1/wpush", "IP address 127.0.0.1 is not allowed"],
    ["https://[::1]/wpush", "IP address [::1] is not allowed"],
    ["https://localhost/wpush", "local name localhost is not allowed"],
    ["https://push.example.test/wpush", "host push.example.test is not allowed"],
  ])("refuses %s (%s)", (endpoint, problem) => {
    expect(pushEndpointProblem(endpoint)).toBe(problem);
  });

  it("matches a listed suffix only below it, never a look-alike", () => {
    expect(isBrowserPushHost("web.push.apple.com")).toBe(true);
    expect(isBrowserPushHost(".push.apple.com")).toBe(false);
    expect(isBrowserPushHost("xpush.apple.com")).toBe(false);
    expect(isBrowserPushHost("updates.push.services.mozilla.com.")).toBe(false);
  });
});

describe("isPublicIpAddress: what a DNS answer may be on Bun and Deno (decision 0026)", () => {
  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "2606:2800:220:1:248:1893:25c8:1946",
    "2a00:1450:4001::200e",
  ])("%s is public", (address) => {
    expect(isPublicIpAddress(address)).toBe(true);
  });

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "198.18.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "2001:db8::1",
    "2002:7f00:1::1",
    "64:ff9b::7f00:1",
    "nie adres",
  ])("%s is not", (address) => {
    expect(isPublicIpAddress(address)).toBe(false);
  });
});
