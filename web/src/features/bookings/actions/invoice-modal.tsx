import { BOOKING_TEXTS, INVOICE_MAX_BYTES } from "@shared/schemas/bookings";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, useId, useState } from "react";
import * as v from "valibot";
import { uploadWithProgress } from "../../../lib/upload";
import { ACTION_ERRORS, ActionForm, type ActionModalProps } from "./action-form";

const uploadedSchema = v.object({ request_id: v.number() });

function isPdfFile(file: File): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

/** "Wyślij fakturę": one PDF up to 5 MB, sent with upload progress. */
export function InvoiceModal({ booking, onClose, onDone }: ActionModalProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.append("invoice", chosen, chosen.name);
      setPercent(0);
      return uploadWithProgress({
        method: "POST",
        path: `/api/requests/${booking.request_id}/upload-invoice`,
        body,
        schema: uploadedSchema,
        fallback: ACTION_ERRORS.invoice,
        onProgress: setPercent,
      });
    },
    onSuccess: () => onDone("Faktura została wysłana."),
  });

  function valid(chosen: File | null): chosen is File {
    return chosen !== null && chosen.size > 0 && chosen.size <= INVOICE_MAX_BYTES && isPdfFile(chosen);
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    upload.reset();
    setFileError(chosen && !valid(chosen) ? BOOKING_TEXTS.invoice : null);
  }

  function submit() {
    if (!valid(file)) {
      setFileError(BOOKING_TEXTS.invoice);
      return;
    }
    setFileError(null);
    upload.mutate(file);
  }

  return (
    <ActionForm
      booking={booking}
      title="Wyślij fakturę"
      description="Dołącz fakturę za tę rezerwację jako plik PDF (najwyżej 5 MB). Druga strona będzie mogła ją pobrać w swoim panelu. Fakturę można wysłać tylko raz."
      onClose={onClose}
      mutation={upload}
      fallback={ACTION_ERRORS.invoice}
      onSubmit={submit}
      submitText="Wyślij fakturę"
      busyText="Wysyłanie..."
    >
      <div className="field">
        <label htmlFor={inputId}>Plik faktury (PDF)</label>
        <input
          id={inputId}
          type="file"
          name="invoice"
          accept="application/pdf,.pdf"
          className="bk-file"
          disabled={upload.isPending}
          onChange={pick}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ""}`}
        />
        <span id={`${inputId}-hint`} className="field__hint">
          Tylko PDF, maksymalnie 5 MB.
        </span>
        {fileError && (
          <span id={`${inputId}-error`} className="field__error">
            {fileError}
          </span>
        )}
      </div>
      {upload.isPending && (
        <div className="bk-progress">
          <label htmlFor={`${inputId}-progress`}>Wysyłanie faktury: {percent}%</label>
          <progress id={`${inputId}-progress`} max={100} value={percent} />
        </div>
      )}
    </ActionForm>
  );
}
