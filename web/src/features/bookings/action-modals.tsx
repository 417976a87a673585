import {
  BOOKING_TEXTS,
  depositRequestSchema,
  feeRequestSchema,
  INVOICE_MAX_BYTES,
  problemReportSchema,
  reviewSchema,
} from "@shared/schemas/bookings";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from "react";
import * as v from "valibot";
import { Alert } from "../../components/feedback";
import { Field } from "../../components/form-field";
import { Modal } from "../../components/modal";
import { TextAreaField } from "../../components/text-area-field";
import { api, errorMessage, unwrap } from "../../lib/api";
import { type FieldErrors, fieldErrors, hasErrors } from "../../lib/form-errors";
import { formatDayRange } from "../../lib/format";
import { uploadWithProgress } from "../../lib/upload";
import type { Booking } from "./bookings-query";

/** The Polish fallbacks of SPEC.md §8 when the server gives no message. */
export const ACTION_ERRORS = {
  status: "Błąd zmiany statusu.",
  cancel: "Błąd anulowania rezerwacji.",
  review: "Błąd dodawania opinii.",
  fee: "Błąd wysyłania prośby o opłatę.",
  problem: "Nie udało się wysłać zgłoszenia.",
  deposit: "Nie udało się wysłać prośby.",
  invoice: "Wystąpił błąd podczas wysyłania faktury.",
} as const;

export type ModalAction =
  | "cancel"
  | "report_problem"
  | "request_deposit"
  | "request_fee"
  | "review"
  | "upload_invoice";

export interface ActionModalProps {
  booking: Booking;
  onClose: () => void;
  /** Called after the server accepted the action, with the confirmation to show; refreshes the list. */
  onDone: (notice: string) => Promise<void>;
}

function idParam(booking: Booking) {
  return { id: String(booking.request_id) };
}

/** Which booking the dialog is about: truck, dates and (for the owner) the organizer. */
function Subject({ booking }: { booking: Booking }) {
  return (
    <p className="modal__subject">
      <strong>{booking.food_truck_name}</strong> ·{" "}
      {formatDayRange(booking.event_start_date, booking.event_end_date)}
      {booking.my_role === "owner" && ` · organizator: ${booking.organizer_name}`}
    </p>
  );
}

function Actions({
  busy,
  onClose,
  submitText,
  busyText,
  closeText = "Zamknij",
  danger = false,
}: {
  busy: boolean;
  onClose: () => void;
  submitText: string;
  busyText: string;
  closeText?: string;
  danger?: boolean;
}) {
  return (
    <div className="modal__actions">
      <button type="button" className="btn btn--secondary" onClick={onClose} disabled={busy}>
        {closeText}
      </button>
      <button type="submit" className={danger ? "btn bk-btn--danger" : "btn"} disabled={busy}>
        {busy ? busyText : submitText}
      </button>
    </div>
  );
}

function ErrorBox({ children }: { children: ReactNode }) {
  return children ? <Alert kind="error">{children}</Alert> : null;
}

interface ActionFormProps {
  booking: Booking;
  title: string;
  description?: string;
  onClose: () => void;
  /** The action's mutation: busy while pending, its error shown with `fallback`. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  fallback: string;
  onSubmit: () => void;
  submitText: string;
  busyText: string;
  closeText?: string;
  danger?: boolean;
  children?: ReactNode;
}

/** The frame every action dialog shares: title, subject line, fields, error and the two buttons. */
function ActionForm({
  booking,
  title,
  description,
  onClose,
  mutation,
  fallback,
  onSubmit,
  children,
  ...buttons
}: ActionFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!mutation.isPending) onSubmit();
  }
  return (
    <Modal
      title={title}
      onClose={onClose}
      busy={mutation.isPending}
      {...(description ? { description } : {})}
    >
      <form className="form" onSubmit={submit} noValidate>
        <Subject booking={booking} />
        {children}
        <ErrorBox>{mutation.isError && errorMessage(mutation.error, fallback)}</ErrorBox>
        <Actions busy={mutation.isPending} onClose={onClose} {...buttons} />
      </form>
    </Modal>
  );
}

/** Validates with the shared schema first; only valid input reaches the server. */
function validThen(
  schema: v.GenericSchema,
  input: unknown,
  setErrors: (errors: FieldErrors) => void,
  send: () => void,
) {
  const found = fieldErrors(schema, input);
  setErrors(found);
  if (!hasErrors(found)) send();
}

/** "Anuluj rezerwację": asks first, because it cannot be undone. */
export function CancelModal({ booking, onClose, onDone }: ActionModalProps) {
  const cancel = useMutation({
    mutationFn: () =>
      unwrap(api.requests[":id"].cancel.$put({ param: idParam(booking) }), ACTION_ERRORS.cancel),
    onSuccess: () => onDone("Rezerwacja została anulowana."),
  });
  return (
    <ActionForm
      booking={booking}
      title="Anulować rezerwację?"
      onClose={onClose}
      mutation={cancel}
      fallback={ACTION_ERRORS.cancel}
      onSubmit={() => cancel.mutate()}
      closeText="Nie, zostaw"
      submitText="Tak, anuluj rezerwację"
      busyText="Anulowanie..."
      danger
    >
      <p className="modal__warning">
        Czy na pewno chcesz anulować tę rezerwację? <strong>Tej operacji nie można cofnąć.</strong> Druga
        strona otrzyma powiadomienie e-mail.
      </p>
    </ActionForm>
  );
}

/** "Zgłoś problem": a description of at least 10 characters; the booking goes to the admin. */
export function ReportProblemModal({ booking, onClose, onDone }: ActionModalProps) {
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const report = useMutation({
    mutationFn: () =>
      unwrap(
        api.requests[":id"]["report-problem"].$post({
          param: idParam(booking),
          json: { description: description.trim() },
        }),
        ACTION_ERRORS.problem,
      ),
    onSuccess: () => onDone("Zgłoszenie zostało wysłane. Administrator zajmie się sprawą."),
  });
  return (
    <ActionForm
      booking={booking}
      title="Zgłoś problem"
      description="Opisz, co się stało. Zgłoszenie trafi do administratora, a automatyczne rozliczenia tej rezerwacji zostaną wstrzymane do czasu rozstrzygnięcia sprawy."
      onClose={onClose}
      mutation={report}
      fallback={ACTION_ERRORS.problem}
      onSubmit={() => validThen(problemReportSchema, { description }, setErrors, () => report.mutate())}
      submitText="Wyślij zgłoszenie"
      busyText="Wysyłanie..."
    >
      <TextAreaField
        label="Opis problemu"
        name="description"
        rows={5}
        maxLength={5000}
        hint="Co najmniej 10 znaków."
        value={description}
        error={errors.description}
        disabled={report.isPending}
        onChange={(event) => {
          setDescription(event.target.value);
          if (errors.description) setErrors({});
        }}
      />
    </ActionForm>
  );
}

/** Owner, event cost 0: asks the organizer for a deposit out of the total cost. */
export function DepositModal({ booking, onClose, onDone }: ActionModalProps) {
  const [values, setValues] = useState({ amount: "", totalCost: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useMutation({
    mutationFn: () =>
      unwrap(
        api.requests[":id"]["request-deposit"].$post({
          param: idParam(booking),
          json: { amount: Number(values.amount), totalCost: Number(values.totalCost) },
        }),
        ACTION_ERRORS.deposit,
      ),
    onSuccess: () => onDone("Prośba o zaliczkę została wysłana do organizatora."),
  });
  function bind(name: "amount" | "totalCost") {
    return {
      name,
      type: "number",
      inputMode: "decimal" as const,
      min: 1,
      step: "0.01",
      value: values[name],
      disabled: request.isPending,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((old) => ({ ...old, [name]: event.target.value }));
        setErrors({});
      },
    };
  }
  return (
    <ActionForm
      booking={booking}
      title="Poproś o zaliczkę"
      description="Koszt wydarzenia wynosi 0 zł, więc możesz poprosić organizatora o zaliczkę. Organizator opłaci ją kartą w serwisie."
      onClose={onClose}
      mutation={request}
      fallback={ACTION_ERRORS.deposit}
      onSubmit={() => validThen(depositRequestSchema, values, setErrors, () => request.mutate())}
      submitText="Wyślij prośbę"
      busyText="Wysyłanie..."
    >
      <div className="modal__fields">
        <Field label="Kwota zaliczki (zł)" error={errors.amount ?? errors.form} {...bind("amount")} />
        <Field label="Całkowity koszt usługi (zł)" error={errors.totalCost} {...bind("totalCost")} />
      </div>
    </ActionForm>
  );
}

/** Organizer, event cost above 0: asks the owner for a guarantee fee. */
export function FeeModal({ booking, onClose, onDone }: ActionModalProps) {
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useMutation({
    mutationFn: () =>
      unwrap(
        api.requests[":id"]["request-fee"].$post({
          param: idParam(booking),
          json: { amount: Number(amount) },
        }),
        ACTION_ERRORS.fee,
      ),
    onSuccess: () => onDone("Prośba o opłatę gwarancyjną została wysłana do właściciela."),
  });
  return (
    <ActionForm
      booking={booking}
      title="Poproś o opłatę gwarancyjną"
      description="Koszt wydarzenia jest wyższy niż 0 zł, więc możesz poprosić właściciela food trucka o opłatę gwarancyjną. Właściciel opłaci ją kartą w serwisie."
      onClose={onClose}
      mutation={request}
      fallback={ACTION_ERRORS.fee}
      onSubmit={() => validThen(feeRequestSchema, { amount }, setErrors, () => request.mutate())}
      submitText="Wyślij prośbę"
      busyText="Wysyłanie..."
    >
      <Field
        label="Kwota opłaty gwarancyjnej (zł)"
        name="amount"
        type="number"
        inputMode="decimal"
        min={1}
        step="0.01"
        value={amount}
        error={errors.amount}
        disabled={request.isPending}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors({});
        }}
      />
    </ActionForm>
  );
}

const STAR_WORDS = ["gwiazdka", "gwiazdki", "gwiazdki", "gwiazdki", "gwiazdek"] as const;

/** 1–5 stars as radio buttons, plus an optional comment. */
export function ReviewModal({ booking, onClose, onDone }: ActionModalProps) {
  const groupId = useId();
  const [rating, setRating] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const review = useMutation({
    mutationFn: () =>
      unwrap(
        api.reviews.$post({
          json: { request_id: booking.request_id, rating: Number(rating), comment: comment.trim() },
        }),
        ACTION_ERRORS.review,
      ),
    onSuccess: (answer) => onDone(answer.message),
  });
  const other = booking.my_role === "owner" ? `organizatorem (${booking.organizer_name})` : "food truckiem";
  return (
    <ActionForm
      booking={booking}
      title="Wystaw opinię"
      description={`Oceń współpracę z ${other}. Opinię można wystawić tylko raz.`}
      onClose={onClose}
      mutation={review}
      fallback={ACTION_ERRORS.review}
      onSubmit={() =>
        validThen(reviewSchema, { request_id: booking.request_id, rating, comment }, setErrors, () =>
          review.mutate(),
        )
      }
      submitText="Dodaj opinię"
      busyText="Zapisywanie..."
    >
      <fieldset className="bk-stars" aria-describedby={errors.rating ? `${groupId}-error` : undefined}>
        <legend>Ocena</legend>
        <div className="bk-stars__options">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="bk-star" data-filled={Number(rating) >= value || undefined}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === String(value)}
                disabled={review.isPending}
                onChange={(event) => {
                  setRating(event.target.value);
                  setErrors({});
                }}
              />
              <span aria-hidden="true" className="bk-star__icon">
                ★
              </span>
              <span className="bk-sr-only">
                {value} {STAR_WORDS[value - 1]}
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <span id={`${groupId}-error`} className="field__error">
            {errors.rating}
          </span>
        )}
      </fieldset>
      <TextAreaField
        label="Komentarz (opcjonalnie)"
        name="comment"
        rows={4}
        maxLength={2000}
        value={comment}
        error={errors.comment}
        disabled={review.isPending}
        onChange={(event) => setComment(event.target.value)}
      />
    </ActionForm>
  );
}

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

/** The dialog for one action of one booking. */
export function ActionModal({ action, ...props }: ActionModalProps & { action: ModalAction }) {
  switch (action) {
    case "cancel":
      return <CancelModal {...props} />;
    case "report_problem":
      return <ReportProblemModal {...props} />;
    case "request_deposit":
      return <DepositModal {...props} />;
    case "request_fee":
      return <FeeModal {...props} />;
    case "review":
      return <ReviewModal {...props} />;
    case "upload_invoice":
      return <InvoiceModal {...props} />;
  }
}
