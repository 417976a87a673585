import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isIosSafari } from "../../web/src/features/install-app/install-offer";
import { OFFLINE_TEXTS, offlineBannerText, offlineFailureText } from "../../web/src/lib/offline-text";
import { stubBrowserStorage } from "../shared/browser-storage";

const at = (iso: string) => Date.parse(iso);

describe("offlineBannerText: how old the data on screen is, in Warsaw time", () => {
  it("says the time of a copy saved today", () => {
    // 12:32 UTC is 14:32 in Warsaw in July (CEST) and 13:32 in January (CET).
    expect(offlineBannerText(at("2026-07-12T12:32:00Z"), at("2026-07-12T18:00:00Z"))).toBe(
      "Offline — dane z 14:32",
    );
    expect(offlineBannerText(at("2026-01-15T12:32:00Z"), at("2026-01-15T12:40:00Z"))).toBe(
      "Offline — dane z 13:32",
    );
  });

  it("counts days as Warsaw does: 00:30 there is already today, 23:59 the day before is yesterday", () => {
    const now = at("2026-07-12T08:00:00Z");
    expect(offlineBannerText(at("2026-07-11T22:30:00Z"), now)).toBe("Offline — dane z 00:30");
    expect(offlineBannerText(at("2026-07-11T21:59:00Z"), now)).toBe("Offline — dane z wczoraj, 23:59");
  });

  it("names the day of an older copy, and says the connection is gone when nothing was saved", () => {
    expect(offlineBannerText(at("2026-07-05T12:32:00Z"), at("2026-07-12T08:00:00Z"))).toBe(
      "Offline — dane z 05.07.2026, 14:32",
    );
    expect(offlineBannerText(null, at("2026-07-12T08:00:00Z"))).toBe(OFFLINE_TEXTS.noConnection);
  });

  it("a GET that found nothing saved and an action each say why they failed", () => {
    expect(offlineFailureText("GET")).toBe(OFFLINE_TEXTS.dataNotSaved);
    expect(offlineFailureText(undefined)).toBe(OFFLINE_TEXTS.dataNotSaved);
    for (const method of ["POST", "PUT", "patch", "DELETE"]) {
      expect(offlineFailureText(method)).toBe(OFFLINE_TEXTS.actionNeedsNetwork);
    }
  });
});

describe("isIosSafari: where the banner explains adding the app by hand", () => {
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
  const MAC =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

  it("Safari on an iPhone, or on an iPad that calls itself a Mac but has touch", () => {
    expect(isIosSafari(IPHONE, 5, false)).toBe(true);
    expect(isIosSafari(MAC, 5, false)).toBe(true);
  });

  it("not in the installed app, not on a Mac, not in Chrome or Firefox on iOS", () => {
    expect(isIosSafari(IPHONE, 5, true)).toBe(false);
    expect(isIosSafari(MAC, 0, false)).toBe(false);
    expect(isIosSafari(IPHONE.replace("Version/18.1", "CriOS/131.0"), 5, false)).toBe(false);
    expect(isIosSafari(IPHONE.replace("Version/18.1", "FxiOS/133.0"), 5, false)).toBe(false);
  });
});

describe("the API client offline (lib/api.ts, lib/offline.ts)", () => {
  beforeEach(() => {
    vi.resetModules();
    stubBrowserStorage();
    // A page the worker put no answer into (lib/page-answer.ts looks for one).
    vi.stubGlobal("document", { getElementById: () => null });
  });
  afterEach(() => vi.unstubAllGlobals());

  const failingFetch = async () => {
    throw new TypeError("Failed to fetch");
  };

  it("offline, an action and a GET with nothing saved each fail with the message that says why", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    vi.stubGlobal("fetch", failingFetch);
    const { api, unwrap } = await import("../../web/src/lib/api");
    const action = unwrap(
      api.requests[":id"].status.$put({ param: { id: "5" }, json: { status: "confirmed" } }),
      "Nie udało się zmienić statusu.",
    );
    await expect(action).rejects.toThrow(OFFLINE_TEXTS.actionNeedsNetwork);
    const read = unwrap(api.requests["my-bookings"].$get(), "Nie udało się pobrać danych.");
    await expect(read).rejects.toThrow(OFFLINE_TEXTS.dataNotSaved);
  });

  it("online, a request cut on its way keeps the caller's own message", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("fetch", failingFetch);
    const { api, unwrap } = await import("../../web/src/lib/api");
    const action = unwrap(
      api.requests[":id"].status.$put({ param: { id: "5" }, json: { status: "confirmed" } }),
      "Nie udało się zmienić statusu.",
    );
    await expect(action).rejects.toThrow("Nie udało się zmienić statusu.");
  });

  it("a saved answer sets the banner's time (the oldest one shown) and keeps no bookmark; the network's ends it", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const answers = [
      { savedAt: "1783859520000", bookmark: "old-1" },
      { savedAt: "1783855920000", bookmark: "old-2" },
      { savedAt: "1783859000000", bookmark: "old-3" },
      { savedAt: null, bookmark: "fresh" },
    ];
    vi.stubGlobal("fetch", async () => {
      const answer = answers.shift();
      const headers = new Headers({
        "Content-Type": "application/json",
        "x-d1-bookmark": answer?.bookmark ?? "",
      });
      if (answer?.savedAt) headers.set("X-Offline-Saved-At", answer.savedAt);
      return new Response("[]", { headers });
    });
    const { api } = await import("../../web/src/lib/api");
    const { offlineState } = await import("../../web/src/lib/offline");
    for (let call = 0; call < 3; call++) await api.requests["my-bookings"].$get();
    expect(offlineState().savedAt).toBe(1783855920000);
    expect(sessionStorage.getItem("d1-bookmark")).toBeNull();
    await api.requests["my-bookings"].$get();
    expect(offlineState().savedAt).toBeNull();
    expect(sessionStorage.getItem("d1-bookmark")).toBe("fresh");
  });
});
