import { describe, expect, it } from "vitest";
import { withClientAddress } from "../../platform/client-address";

const spoofed = () =>
  new Request("http://app/api/auth/login", {
    method: "POST",
    headers: {
      "CF-Connecting-IP": "1.2.3.4",
      "X-Forwarded-For": "5.6.7.8, 9.9.9.9",
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ email: "a@b.pl" }),
  });

describe("the caller's address on a plain server (per-address rate limits)", () => {
  it("is the socket's peer: a CF-Connecting-IP the caller sent is replaced", async () => {
    const request = withClientAddress(spoofed(), "203.0.113.7", false);
    expect(request.headers.get("CF-Connecting-IP")).toBe("203.0.113.7");
    expect(await request.json()).toEqual({ email: "a@b.pl" });
  });

  it("behind a trusted proxy, the address the proxy appended last to X-Forwarded-For", () => {
    expect(withClientAddress(spoofed(), "10.0.0.2", true).headers.get("CF-Connecting-IP")).toBe("9.9.9.9");
  });

  it("a trusted proxy that sent no X-Forwarded-For leaves the peer; no peer at all leaves no address", () => {
    const plain = new Request("http://app/", { headers: { "CF-Connecting-IP": "1.2.3.4" } });
    expect(withClientAddress(plain, "10.0.0.2", true).headers.get("CF-Connecting-IP")).toBe("10.0.0.2");
    expect(withClientAddress(plain, undefined, false).headers.has("CF-Connecting-IP")).toBe(false);
  });
});
