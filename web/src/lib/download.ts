import { ApiRequestError, unwrap } from "./api";

interface FileResponse {
  ok: boolean;
  status: number;
  headers: Headers;
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
}

/** The file name a Content-Disposition header gives ("attachment; filename="moje-dane-….json""), if any. */
export function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename="([^"]+)"/);
  return match?.[1] ?? null;
}

/**
 * A guarded file (an invoice, a booking's .ics, the user's data): a plain link would arrive without the
 * bearer token, so the API client fetches it and the browser gets it as a download named as the server
 * names it, else `filename`. A refusal throws ApiRequestError with the server's message (or `failed`).
 */
export async function downloadThroughApi(
  request: Promise<FileResponse>,
  filename: string,
  failed: string,
): Promise<void> {
  const response = await request.catch(() => {
    throw new ApiRequestError(failed, 0);
  });
  if (!response.ok) await unwrap(Promise.resolve(response), failed);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = attachmentName(response.headers.get("Content-Disposition")) ?? filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
