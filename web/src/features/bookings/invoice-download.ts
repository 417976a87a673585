import { api } from "../../lib/api";
import { downloadThroughApi } from "../../lib/download";

export const INVOICE_DOWNLOAD_FAILED = "Nie udało się pobrać faktury.";

export function downloadInvoice(requestId: number, side: "organizer" | "owner"): Promise<void> {
  return downloadThroughApi(
    api.requests[":id"].invoice[":side"].$get({ param: { id: String(requestId), side } }),
    `faktura-${requestId}-${side === "organizer" ? "organizator" : "wlasciciel"}.pdf`,
    INVOICE_DOWNLOAD_FAILED,
  );
}
