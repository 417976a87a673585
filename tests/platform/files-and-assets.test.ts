import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetsFetcher } from "../../platform/assets";
import { diskBucket } from "../../platform/r2-disk";
import type { SqliteDatabase } from "../../platform/sqlite";
import { openNodeSqlite } from "../../platform/sqlite-node";

let folder: string;
let db: SqliteDatabase;
let bucket: R2Bucket;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "platform-files-"));
  db = openNodeSqlite(join(folder, "platform.sqlite"));
  bucket = diskBucket(join(folder, "files"), db);
});

afterAll(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("R2 as a folder (Bun and Deno)", () => {
  it("stores bytes at the key's path and gives them back with their content type and ETag", async () => {
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    const put = await bucket.put("profiles/7/zdjęcie.webp", bytes, {
      httpMetadata: { contentType: "image/webp" },
    });
    expect(readFileSync(join(folder, "files/profiles/7/zdjęcie.webp"))).toEqual(Buffer.from(bytes));
    const object = await bucket.get("profiles/7/zdjęcie.webp");
    if (!object) throw new Error("not stored");
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(bytes);
    expect(object.size).toBe(7);
    expect(object.httpEtag).toBe(`"${put.etag}"`);
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    expect(headers.get("Content-Type")).toBe("image/webp");
    expect((await bucket.head("profiles/7/zdjęcie.webp"))?.httpMetadata?.contentType).toBe("image/webp");
  });

  it("lists by prefix in key order, page by page with R2's cursor", async () => {
    for (const name of ["c", "a", "b", "d"]) await bucket.put(`invoices/12/${name}.pdf`, name);
    await bucket.put("invoices/120/x.pdf", "x");
    const first = await bucket.list({ prefix: "invoices/12/", limit: 3 });
    expect(first.objects.map((object) => object.key)).toEqual([
      "invoices/12/a.pdf",
      "invoices/12/b.pdf",
      "invoices/12/c.pdf",
    ]);
    if (!first.truncated) throw new Error("expected a second page");
    const second = await bucket.list({ prefix: "invoices/12/", limit: 3, cursor: first.cursor });
    expect(second.objects.map((object) => object.key)).toEqual(["invoices/12/d.pdf"]);
    expect(second.truncated).toBe(false);
  });

  it("deletes one key or many, files and all; a missing key is no error", async () => {
    await bucket.put("profiles/8/a.jpg", "a");
    await bucket.put("profiles/8/b.jpg", "b");
    await bucket.delete(["profiles/8/a.jpg", "profiles/8/b.jpg", "profiles/8/never.jpg"]);
    expect(await bucket.get("profiles/8/a.jpg")).toBeNull();
    expect(await bucket.head("profiles/8/b.jpg")).toBeNull();
    expect(existsSync(join(folder, "files/profiles/8/a.jpg"))).toBe(false);
  });

  it("refuses keys that would leave the folder", async () => {
    for (const key of ["../escape", "profiles/../../x", "/abs", "a//b", "a\\b"]) {
      await expect(bucket.put(key, "x"), key).rejects.toThrow(/not stored on disk/);
    }
  });
});

describe("the built SPA as the ASSETS binding (Bun and Deno)", () => {
  let assets: Fetcher;
  beforeAll(() => {
    const dist = join(folder, "dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>SPA</title>");
    writeFileSync(join(dist, "assets/app-1a2b.js"), "console.log(1)");
    writeFileSync(join(folder, "secret.txt"), "outside");
    assets = assetsFetcher(dist);
  });

  it("serves a file with its content type and an ETag, and 304 when the browser has it", async () => {
    const response = await assets.fetch("http://app/assets/app-1a2b.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toBe("console.log(1)");
    const etag = response.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await assets.fetch("http://app/assets/app-1a2b.js", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers / with index.html and any missing path with 404, page loads too (the worker serves pages)", async () => {
    const root = await assets.fetch("http://app/", { headers: { "Sec-Fetch-Mode": "navigate" } });
    expect(root.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await root.text()).toContain("<title>SPA</title>");
    for (const path of ["/profile/12", "/nie-ma-takiej-strony"]) {
      const page = await assets.fetch(`http://app${path}`, {
        headers: { "Sec-Fetch-Mode": "navigate", Accept: "text/html" },
      });
      expect(page.status, path).toBe(404);
    }
    const script = await assets.fetch("http://app/assets/gone-9z.js", {
      headers: { "Sec-Fetch-Mode": "cors" },
    });
    expect(script.status).toBe(404);
  });

  it("never serves a file outside its folder", async () => {
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt"]) {
      const response = await assets.fetch(`http://app${path}`, { headers: { "Sec-Fetch-Mode": "cors" } });
      expect(response.status, path).toBe(404);
    }
  });
});
