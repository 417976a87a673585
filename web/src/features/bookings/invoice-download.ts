import { ApiRequestError, api, unwrap } from "../../lib/api";

export const INVOICE_DOWNLOAD_FAILED = "Nie udało się pobrać faktury.";

/**
 * The invoice route is guarded, so a plain link would arrive without the bearer token: fetch it through
 * the API client (which sends the token) and hand the PDF to the browser as a download.
 */
export async function downloadInvoice(requestId: number, side: "organizer" | "owner"): Promise<void> {
  const request = api.requests[":id"].invoice[":side"].$get({
    param: { id: String(requestId), side },
  });
  const response = await request.catch(() => {
    throw new ApiRequestError(INVOICE_DOWNLOAD_FAILED, 0);
  });
  // A refusal carries the usual JSON message: unwrap throws it as an ApiRequestError.
  if (!response.ok) await unwrap(Promise.resolve(response), INVOICE_DOWNLOAD_FAILED);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `faktura-${requestId}-${side === "organizer" ? "organizator" : "wlasciciel"}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
