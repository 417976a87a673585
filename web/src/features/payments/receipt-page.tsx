import { KIND_WORDS, MONEY_RULES } from "@shared/domain/booking-kind";
import { formatPln } from "@shared/domain/money";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { InferResponseType } from "hono/client";
import { useId } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { ApiRequestError, type api } from "../../lib/api";
import { formatDateTime, formatDayRange } from "../../lib/format";
import { usePageTitle } from "../../lib/use-page-title";
import { receiptQuery } from "./payments-queries";
import "./receipt.css";

type Receipt = InferResponseType<(typeof api.requests)[":id"]["receipt"]["$get"], 200>;
type ReceiptParty = Receipt["payer"];

const TITLE = "Potwierdzenie płatności";
export const TEST_MODE_RECEIPT = "Tryb testowy: żadne pieniądze nie zostały pobrane";

/** A party as the app names them: an owner by their truck, an organizer by name; the company below. */
function Party({ party }: { party: ReceiptParty }) {
  return (
    <>
      {party.role === "owner" ? `Właściciel food trucka „${party.name}”` : `${party.name}, organizator`}
      {party.company && <span className="receipt__company">{party.company}</span>}
    </>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const words = KIND_WORDS[receipt.booking_kind];
  const titleId = useId();
  return (
    <article className="card receipt" aria-labelledby={titleId}>
      <header className="receipt__header">
        <p className="receipt__brand">Foodtruck Marketplace</p>
        <h1 id={titleId} className="page-title">
          {TITLE}
        </h1>
        <p className="muted receipt__numbers">
          <span>Rezerwacja nr {receipt.request_id}</span>
          {receipt.payment_reference && <span>Płatność nr …{receipt.payment_reference}</span>}
        </p>
      </header>
      {receipt.test_mode && <p className="receipt__test">{TEST_MODE_RECEIPT}</p>}
      <div className="receipt__total">
        <p className="receipt__what">{receipt.what}</p>
        <p className="receipt__amount">{formatPln(receipt.amount)}</p>
        <p>Opłacono {formatDateTime(receipt.paid_at)}</p>
      </div>
      <dl className="receipt__facts">
        <dt>Za co</dt>
        <dd>
          {receipt.what} – {words.title.toLocaleLowerCase("pl")}
        </dd>
        <dt>Płacący</dt>
        <dd>
          <Party party={receipt.payer} />
        </dd>
        <dt>Odbiorca</dt>
        <dd>
          <Party party={receipt.payee} />
        </dd>
        <dt>Food truck</dt>
        <dd>{receipt.food_truck_name}</dd>
        <dt>Termin wydarzenia</dt>
        <dd>{formatDayRange(receipt.event_start_date, receipt.event_end_date)}</dd>
        <dt>Miejsce</dt>
        <dd>{receipt.event_location}</dd>
        {receipt.refunded !== null && (
          <>
            <dt>Zwrócono płacącemu</dt>
            <dd>{formatPln(receipt.refunded)}</dd>
          </>
        )}
      </dl>
      <p className="receipt__note">
        {MONEY_RULES.held} Foodtruck Marketplace pośredniczy w płatności między stronami rezerwacji. To
        potwierdzenie nie jest fakturą.
      </p>
    </article>
  );
}

/** The server's answer when asking again cannot help: not paid yet (409) or not the user's booking (404). */
function finalAnswer(error: unknown): { kind: "info" | "error"; text: string } | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 409) return { kind: "info", text: error.message };
  return error.status === 404 ? { kind: "error", text: error.message } : null;
}

/**
 * /receipt/{requestId} (beyond SPEC.md, issue 34): the printable receipt of a paid deposit or guarantee
 * fee, for the booking's payer and payee; printing leaves out the app's navigation and footer.
 */
export function ReceiptPage({ requestId }: { requestId: string }) {
  usePageTitle(TITLE);
  const receipt = useQuery(receiptQuery(requestId));
  const id = Number(requestId);
  const back = (
    <Link to="/dashboard" state={Number.isInteger(id) ? { bookingIdToScrollTo: id } : {}}>
      ← Wróć do rezerwacji w panelu
    </Link>
  );
  if (!receipt.data) {
    const answer = receipt.isError ? finalAnswer(receipt.error) : null;
    return (
      <div className="medium stack">
        <h1 className="page-title">{TITLE}</h1>
        {receipt.isPending && <Loading text="Wczytywanie potwierdzenia..." />}
        {answer && <Alert kind={answer.kind}>{answer.text}</Alert>}
        {receipt.isError && !answer && <QueryError error={receipt.error} onRetry={() => receipt.refetch()} />}
        <p>{back}</p>
      </div>
    );
  }
  return (
    <div className="medium receipt-page">
      <div className="receipt-page__actions">
        {back}
        <button type="button" className="btn" onClick={() => window.print()}>
          Drukuj
        </button>
      </div>
      <ReceiptSheet receipt={receipt.data} />
    </div>
  );
}
