/**
 * R2 on a plain server: each object is a file under `folder`, at its key's path, so an operator sees the
 * same keys R2 would hold; what R2 keeps beside the bytes (content type, ETag, upload time) is a row in the
 * platform database, which also answers listings in key order with R2's cursors. Bytes are written to a
 * temporary file and renamed into place, so a reader never sees half an object.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import * as v from "valibot";
import type { SqliteDatabase } from "./sqlite";

const SCHEMA = `CREATE TABLE IF NOT EXISTS r2_objects (
  key TEXT PRIMARY KEY,
  size INTEGER NOT NULL,
  etag TEXT NOT NULL,
  uploaded INTEGER NOT NULL,
  http_metadata TEXT NOT NULL,
  custom_metadata TEXT NOT NULL
)`;

const MAX_LIST = 1000;

interface StoredRow {
  key: string;
  size: number;
  etag: string;
  uploaded: number;
  httpMetadata: R2HTTPMetadata;
  customMetadata: Record<string, string>;
}

/** Keys become paths: nothing that could leave the folder or name a folder itself. */
function assertSafeKey(key: string): void {
  const segments = key.split("/");
  if (
    key.length === 0 ||
    new TextEncoder().encode(key).byteLength > 1024 ||
    key.includes("\\") ||
    key.includes("\0") ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..")
  ) {
    throw new Error(`R2 key not stored on disk: ${JSON.stringify(key)}`);
  }
}

function httpMetadataOf(value: R2HTTPMetadata | Headers | undefined): R2HTTPMetadata {
  if (!value) return {};
  if (!(value instanceof Headers)) return { ...value };
  const metadata: R2HTTPMetadata = {};
  const contentType = value.get("Content-Type");
  if (contentType) metadata.contentType = contentType;
  const disposition = value.get("Content-Disposition");
  if (disposition) metadata.contentDisposition = disposition;
  const cacheControl = value.get("Cache-Control");
  if (cacheControl) metadata.cacheControl = cacheControl;
  return metadata;
}

async function bytesOf(value: ReadableStream | ArrayBuffer | ArrayBufferView | string | null | Blob) {
  if (value === null) return new Uint8Array();
  if (typeof value === "string") return new TextEncoder().encode(value);
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return new Uint8Array(await new Response(value).arrayBuffer());
}

function objectOf(row: StoredRow): R2Object {
  return {
    key: row.key,
    version: row.etag,
    size: row.size,
    etag: row.etag,
    httpEtag: `"${row.etag}"`,
    checksums: { toJSON: () => ({ md5: row.etag }) },
    uploaded: new Date(row.uploaded),
    httpMetadata: row.httpMetadata,
    customMetadata: row.customMetadata,
    storageClass: "Standard",
    writeHttpMetadata(headers: Headers) {
      const metadata = row.httpMetadata;
      if (metadata.contentType) headers.set("Content-Type", metadata.contentType);
      if (metadata.contentLanguage) headers.set("Content-Language", metadata.contentLanguage);
      if (metadata.contentDisposition) headers.set("Content-Disposition", metadata.contentDisposition);
      if (metadata.contentEncoding) headers.set("Content-Encoding", metadata.contentEncoding);
      if (metadata.cacheControl) headers.set("Cache-Control", metadata.cacheControl);
    },
  };
}

function bodyOf(row: StoredRow, bytes: Uint8Array): R2ObjectBody {
  const response = new Response(bytes);
  const object = objectOf(row);
  return {
    ...object,
    writeHttpMetadata: (headers: Headers) => object.writeHttpMetadata(headers),
    get body() {
      if (!response.body) throw new Error("R2 object without a body");
      return response.body;
    },
    get bodyUsed() {
      return response.bodyUsed;
    },
    arrayBuffer: () => response.arrayBuffer(),
    bytes: async () => new Uint8Array(await response.arrayBuffer()),
    text: () => response.text(),
    json: () => response.json(),
    blob: () => response.blob(),
  };
}

export function diskBucket(folder: string, db: SqliteDatabase): R2Bucket {
  db.exec(SCHEMA);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(folder, ...key.split("/"));
  };
  const rowOf = (key: string): StoredRow | null => {
    const [row] = db
      .prepare(
        "SELECT key, size, etag, uploaded, http_metadata, custom_metadata FROM r2_objects WHERE key = ?",
      )
      .values([key]);
    return row ? storedRow(row) : null;
  };
  const notSupported = (what: string) => () => {
    throw new Error(`${what} is not supported by the disk bucket (the app does not use it)`);
  };

  const bucket: R2Bucket = {
    async head(key) {
      const row = rowOf(key);
      return row ? objectOf(row) : null;
    },
    async get(key: string) {
      const row = rowOf(key);
      if (!row) return null;
      try {
        return bodyOf(row, await readFile(pathOf(key)));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async put(key, value, options) {
      const path = pathOf(key);
      const bytes = await bytesOf(value);
      const row: StoredRow = {
        key,
        size: bytes.byteLength,
        etag: createHash("md5").update(bytes).digest("hex"),
        uploaded: Date.now(),
        httpMetadata: httpMetadataOf(options?.httpMetadata),
        customMetadata: { ...options?.customMetadata },
      };
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      db.prepare(
        `INSERT INTO r2_objects (key, size, etag, uploaded, http_metadata, custom_metadata) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET size = excluded.size, etag = excluded.etag, uploaded = excluded.uploaded,
         http_metadata = excluded.http_metadata, custom_metadata = excluded.custom_metadata`,
      ).run([
        key,
        row.size,
        row.etag,
        row.uploaded,
        JSON.stringify(row.httpMetadata),
        JSON.stringify(row.customMetadata),
      ]);
      return objectOf(row);
    },
    async delete(keys) {
      for (const key of Array.isArray(keys) ? keys : [keys]) {
        const path = pathOf(key);
        db.prepare("DELETE FROM r2_objects WHERE key = ?").run([key]);
        await rm(path, { force: true });
      }
    },
    async list(options) {
      const limit = Math.min(Math.max(options?.limit ?? MAX_LIST, 1), MAX_LIST);
      const prefix = options?.prefix ?? "";
      const after = options?.cursor ?? options?.startAfter ?? "";
      const rows = db
        .prepare(
          `SELECT key, size, etag, uploaded, http_metadata, custom_metadata FROM r2_objects
           WHERE substr(key, 1, length(?)) = ? AND key > ? ORDER BY key LIMIT ?`,
        )
        .values([prefix, prefix, after, limit + 1])
        .map(storedRow);
      const page = rows.slice(0, limit);
      const objects = page.map(objectOf);
      const last = page.at(-1);
      return rows.length > limit && last
        ? { objects, delimitedPrefixes: [], truncated: true, cursor: last.key }
        : { objects, delimitedPrefixes: [], truncated: false };
    },
    createMultipartUpload: notSupported("Multipart upload"),
    resumeMultipartUpload: notSupported("Multipart upload"),
  };
  return bucket;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

const httpMetadataSchema = v.object({
  contentType: v.optional(v.string()),
  contentLanguage: v.optional(v.string()),
  contentDisposition: v.optional(v.string()),
  contentEncoding: v.optional(v.string()),
  cacheControl: v.optional(v.string()),
});
const customMetadataSchema = v.record(v.string(), v.string());

/** A metadata column as written by `put`; anything else (a hand-edited row) reads as none. */
function parsedColumn<T>(schema: v.GenericSchema<unknown, T>, text: unknown, fallback: T): T {
  if (typeof text !== "string") return fallback;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

function storedRow(row: readonly unknown[]): StoredRow {
  const [key, size, etag, uploaded, httpMetadata, customMetadata] = row;
  return {
    key: String(key),
    size: Number(size),
    etag: String(etag),
    uploaded: Number(uploaded),
    httpMetadata: parsedColumn(httpMetadataSchema, httpMetadata, {}),
    customMetadata: parsedColumn(customMetadataSchema, customMetadata, {}),
  };
}
