import { useMutation } from "@tanstack/react-query";
import { Alert } from "../../components/feedback";
import { InlineConfirm, useConfirmStep } from "../../components/inline-confirm";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDateTime, formatDayRange } from "../../lib/format";
import { ACTION_ERRORS } from "./actions";
import type { Booking } from "./bookings-query";

type Proposal = Booking["reschedule_proposals"][number];
type Answer = Proposal["my_actions"][number];

const SIDE_NAME = { organizer: "organizatora", owner: "właściciela food trucka" } as const;

const STATUS_LABEL: Record<Proposal["status"], string> = {
  pending: "czeka na odpowiedź",
  accepted: "przyjęta",
  declined: "odrzucona",
  withdrawn: "wycofana",
  expired: "wygasła bez odpowiedzi",
  void: "nieaktualna",
};

const ANSWER_NOTICE: Record<Answer, string> = {
  accept: "Nowy termin został potwierdzony. Rezerwacja i zajęte dni w kalendarzu zostały przeniesione.",
  decline: "Propozycja nowego terminu została odrzucona. Rezerwacja zostaje w obecnym terminie.",
  withdraw: "Propozycja nowego terminu została wycofana.",
};

/** The answers sent at one click (accepting asks once more first). */
const DIRECT_ANSWERS: { answer: Answer; text: string; busyText: string; className: string }[] = [
  { answer: "decline", text: "Odrzuć", busyText: "Odrzucanie...", className: "btn btn--danger-outline" },
  {
    answer: "withdraw",
    text: "Wycofaj propozycję",
    busyText: "Wycofywanie...",
    className: "btn btn--secondary",
  },
];

const newDates = (proposal: Proposal) => formatDayRange(proposal.new_start_date, proposal.new_end_date);
const oldDates = (proposal: Proposal) => formatDayRange(proposal.old_start_date, proposal.old_end_date);

interface RescheduleProposalsProps {
  booking: Booking;
  onDone: (booking: Booking, notice: string) => Promise<void>;
}

/**
 * Beyond SPEC.md (issue 17): the open proposal to move the booking, with the answers open to this party
 * (accepting binds both sides, so it asks once more), and the history of earlier proposals.
 */
export function RescheduleProposals({ booking, onDone }: RescheduleProposalsProps) {
  const open = booking.reschedule_proposals.find((proposal) => proposal.status === "pending");
  const past = booking.reschedule_proposals.filter((proposal) => proposal.status !== "pending");
  if (!open && past.length === 0) return null;
  return (
    <>
      {open && <OpenProposal booking={booking} proposal={open} onDone={onDone} />}
      {past.length > 0 && (
        <details className="bk-card__description bk-reschedule-history">
          <summary>Historia zmian terminu ({past.length})</summary>
          <ol>
            {past.map((proposal) => (
              <li key={proposal.id}>
                <p>
                  {formatDateTime(proposal.created_at)} · propozycja {SIDE_NAME[proposal.proposed_by]}:{" "}
                  {oldDates(proposal)} → {newDates(proposal)} ·{" "}
                  <strong>{STATUS_LABEL[proposal.status]}</strong>
                </p>
                <p className="muted">Powód: {proposal.reason}</p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}

function OpenProposal({ booking, proposal, onDone }: RescheduleProposalsProps & { proposal: Proposal }) {
  const acceptStep = useConfirmStep();
  const mine = proposal.proposed_by === booking.my_role;
  const answer = useMutation({
    mutationFn: (reply: Answer) =>
      unwrap(
        api.requests[":id"].reschedule[":proposalId"][":answer"].$post({
          param: { id: String(booking.request_id), proposalId: String(proposal.id), answer: reply },
        }),
        ACTION_ERRORS.answer,
      ),
    onSuccess: (_booking, reply) => onDone(booking, ANSWER_NOTICE[reply]),
    onError: () => acceptStep.back(),
  });
  const label = `${booking.food_truck_name}, ${newDates(proposal)}`;
  return (
    <section className="bk-box bk-box--reschedule" aria-label="Propozycja nowego terminu">
      <p className="bk-box__title">
        Propozycja nowego terminu
        <span className="bk-box__by"> – {mine ? "Twoja" : `od ${SIDE_NAME[proposal.proposed_by]}`}</span>
      </p>
      <p>
        Z {oldDates(proposal)} na <strong>{newDates(proposal)}</strong>
      </p>
      <p className="bk-box__text">Powód: {proposal.reason}</p>
      <p className="bk-box__hint">
        {mine
          ? `Druga strona ma czas na odpowiedź do ${formatDateTime(proposal.expires_at)}. Do tego czasu rezerwacja zostaje w obecnym terminie.`
          : `Odpowiedz do ${formatDateTime(proposal.expires_at)} – potem propozycja wygaśnie, a rezerwacja zostanie w obecnym terminie.`}
      </p>
      {answer.isError && <Alert kind="error">{errorMessage(answer.error, ACTION_ERRORS.answer)}</Alert>}
      {acceptStep.confirming ? (
        <InlineConfirm
          question={`Przenieść rezerwację na ${newDates(proposal)}? Zajęte dni w kalendarzu food trucka przesuną się razem z nią.`}
          confirmText="Tak, przenoszę"
          busyText="Przenoszenie..."
          busy={answer.isPending}
          onConfirm={() => answer.mutate("accept")}
          onCancel={acceptStep.back}
        />
      ) : (
        proposal.my_actions.length > 0 && (
          <div className="bk-card__actions">
            {proposal.my_actions.includes("accept") && (
              <button
                ref={acceptStep.askRef}
                type="button"
                className="btn"
                disabled={answer.isPending}
                aria-label={`Akceptuj nowy termin: ${label}`}
                onClick={acceptStep.ask}
              >
                Akceptuj nowy termin
              </button>
            )}
            {DIRECT_ANSWERS.filter(({ answer: reply }) => proposal.my_actions.includes(reply)).map(
              ({ answer: reply, text, busyText, className }) => {
                const busy = answer.isPending && answer.variables === reply;
                return (
                  <button
                    key={reply}
                    type="button"
                    className={className}
                    disabled={answer.isPending}
                    aria-busy={busy}
                    aria-label={`${text}: ${label}`}
                    onClick={() => answer.mutate(reply)}
                  >
                    {busy ? busyText : text}
                  </button>
                );
              },
            )}
          </div>
        )
      )}
    </section>
  );
}
