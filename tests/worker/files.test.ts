import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, imageBytes, imageFile, TEXT } from "./helpers";
import { createOwner, createProfile, expectError } from "./profile-fixtures";

describe("GET /api/files/{key}", () => {
  it("serves an uploaded photo with its detected type, immutable caching and an ETag", async () => {
    const owner = await createOwner();
    const files = [
      imageFile("jpeg", { fill: 4 }),
      imageFile("png", { fill: 5 }),
      imageFile("webp", { fill: 6 }),
    ];
    const profile = await createProfile(owner.token, {}, files);
    const types = ["image/jpeg", "image/png", "image/webp"];
    for (const [index, url] of profile.gallery_photo_urls.entries()) {
      const res = await api(url.replace(/^\/api/, ""));
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe(types[index]);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("ETag")).toMatch(/^".+"$/);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const body = new Uint8Array(await res.arrayBuffer());
      expect(body).toEqual(new Uint8Array(await (files[index] as File).arrayBuffer()));
    }
  });

  it("an object stored without a content type is served as application/octet-stream", async () => {
    const key = `profiles/${crypto.randomUUID()}.bin`;
    await env.FILES.put(key, imageBytes("png"));
    const res = await api(`/files/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
  });

  it("an unknown key is a JSON 404", async () => {
    await expectError(await api(`/files/profiles/${crypto.randomUUID()}.jpg`), 404, TEXT.notFound);
    await expectError(await api("/files/profiles/"), 404, TEXT.notFound);
    await expectError(await api("/files/"), 404, TEXT.notFound);
  });

  it("objects outside the public prefix are never served, even when they exist", async () => {
    const secret = `invoices/${crypto.randomUUID()}.pdf`;
    await env.FILES.put(secret, new TextEncoder().encode("%PDF-1.7 faktura"), {
      httpMetadata: { contentType: "application/pdf" },
    });
    await expectError(await api(`/files/${secret}`), 404, TEXT.notFound);
    // Not a prefix match by string only ("profilesX/…"), and no climbing out of the prefix.
    const lookalike = `profilesX/${crypto.randomUUID()}.jpg`;
    await env.FILES.put(lookalike, imageBytes("jpeg"), { httpMetadata: { contentType: "image/jpeg" } });
    await expectError(await api(`/files/${lookalike}`), 404, TEXT.notFound);
    await expectError(await api(`/files/profiles%2F..%2F${secret.replace("/", "%2F")}`), 404, TEXT.notFound);
    await expectError(await api(`/files/profiles/../${secret}`), 404, TEXT.notFound);
    const dotted = `profiles/../${secret}`;
    await env.FILES.put(dotted, new TextEncoder().encode("%PDF-1.7"), {
      httpMetadata: { contentType: "application/pdf" },
    });
    await expectError(await api(`/files/${encodeURIComponent(dotted)}`), 404, TEXT.notFound);
  });
});
