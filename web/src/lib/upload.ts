import * as v from "valibot";
import { ApiRequestError } from "./api";
import { OfflineError, offlineFailure } from "./offline";
import { sessionStore } from "./session";

interface UploadOptions<TSchema extends v.GenericSchema> {
  method: "POST" | "PUT";
  /** Path under /api, e.g. "/api/profiles/12". */
  path: string;
  body: FormData;
  /** Validates the answer; only what the caller needs from it. */
  schema: TSchema;
  fallback: string;
  /** 0–100 while the request body is sent. */
  onProgress?: (percent: number) => void;
}

function messageOf(text: string): { message?: string; field?: string } {
  try {
    const parsed = v.safeParse(
      v.object({ message: v.optional(v.string()), field: v.optional(v.string()) }),
      JSON.parse(text),
    );
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/**
 * Multipart uploads with progress. fetch (and so the hc client) cannot report upload progress, so this is
 * the one place that uses XMLHttpRequest; it sends the same bearer token and reads the same error envelope.
 */
export function uploadWithProgress<TSchema extends v.GenericSchema>(
  options: UploadOptions<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method, options.path);
    const token = sessionStore.get().token;
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          const parsed = v.safeParse(options.schema, JSON.parse(request.responseText));
          if (parsed.success) {
            options.onProgress?.(100);
            resolve(parsed.output);
            return;
          }
        } catch {
          // fall through to the generic error
        }
        reject(new ApiRequestError(options.fallback, request.status));
        return;
      }
      if (request.status === 401) sessionStore.sessionRefused(token);
      const body = messageOf(request.responseText);
      reject(new ApiRequestError(body.message || options.fallback, request.status, body.field));
    });
    // Offline, the same message as every other action (lib/offline.ts).
    request.addEventListener("error", () => {
      const failure = offlineFailure(undefined, options.method);
      reject(new ApiRequestError(failure instanceof OfflineError ? failure.message : options.fallback, 0));
    });
    request.addEventListener("abort", () => reject(new ApiRequestError(options.fallback, 0)));
    request.send(options.body);
  });
}
