import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import type { Readable, Writable } from "node:stream";

export type EdgeEncoding = "br" | "gzip";
export function edgeEncoding(acceptEncoding: string | undefined): EdgeEncoding | null;
export function compressible(
  method: string | undefined,
  statusCode: number,
  headers: IncomingHttpHeaders,
): boolean;
export function compressedHeaders(headers: IncomingHttpHeaders, encoding: EdgeEncoding): OutgoingHttpHeaders;
export function pipeCompressed(answer: Readable, response: Writable, encoding: EdgeEncoding): void;
