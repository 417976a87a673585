import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { useSession } from "../../lib/session";
import { awaitsOwnerAnswer } from "../inbox/inbox-items";
import type { ActionReturn } from "../payments/action-return";
import { ActionModal, type ModalAction } from "./actions";
import { BookingCard, bookingElementId } from "./booking-card";
import { BookingTabs, type Tab } from "./booking-tabs";
import { BookingsEmpty } from "./bookings-empty";
import { type Booking, myBookingsQuery } from "./bookings-query";
import { isArchived, splitByTab } from "./format";
import { useBookingIdToScrollTo } from "./history-state";
import "./bookings.css";

const HIGHLIGHT_MS = 6000;

/**
 * Individual bookings only: those made through an event invitation are shown with the events, and
 * requests waiting for the owner's answer in the owner's inbox at the top of the dashboard.
 */
function individual(bookings: Booking[]): Booking[] {
  return bookings.filter((booking) => booking.invitation_id === null && !awaitsOwnerAnswer(booking));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const NO_LONGER_POSSIBLE =
  "Tej czynności nie można już wykonać w tej rezerwacji. Sprawdź jej aktualny stan poniżej.";

/**
 * Back from connecting a payment account (issue 34): the booking's action the user started opens again,
 * once; the address forgets it so that a reload does not open it twice.
 */
function useReopenAction(
  reopen: ActionReturn | null,
  open: (booking: Booking, action: ActionReturn["action"]) => void,
  refuse: () => void,
) {
  const navigate = useNavigate();
  const all = useQuery(myBookingsQuery);
  const handled = useRef(false);
  useEffect(() => {
    if (!reopen || !all.data || handled.current) return;
    handled.current = true;
    void navigate({ to: "/dashboard", search: {}, replace: true });
    const booking = all.data.find((candidate) => candidate.request_id === reopen.booking);
    if (booking?.allowed_actions.includes(reopen.action)) open(booking, reopen.action);
    else refuse();
  }, [reopen, all.data, navigate, open, refuse]);
}

/** Dashboard "Rezerwacje" (SPEC.md §2): the user's individual bookings, their state and actions. */
export function BookingsSection({ reopen = null }: { reopen?: ActionReturn | null }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const bookings = useQuery({ ...myBookingsQuery, select: individual });
  const all = useQuery(myBookingsQuery);
  const [reopenRefused, setReopenRefused] = useState(false);
  const [tab, setTab] = useState<Tab>("current");
  const [dialog, setDialog] = useState<{ action: ModalAction; booking: Booking } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const handledTarget = useRef<string | null>(null);
  const baseId = useId();
  const { bookingId: targetId, entryKey } = useBookingIdToScrollTo();
  const fetching = bookings.isFetching;

  // Navigation state names a booking (after booking, or back from the chat): show its tab, then scroll.
  useEffect(() => {
    if (targetId === undefined || !all.data) return;
    const marker = `${entryKey ?? ""}:${targetId}`;
    if (handledTarget.current === marker) return;
    // An invitation's booking is shown with its event: scrolled to there, no tab to choose.
    const target = all.data.find((booking) => booking.request_id === targetId);
    if (!target) {
      // Cached data may predate a booking just made: wait for the refetch before giving up.
      if (!fetching) handledTarget.current = marker;
      return;
    }
    handledTarget.current = marker;
    if (individual([target]).length > 0) setTab(isArchived(target) ? "archive" : "current");
    setHighlightId(targetId);
  }, [targetId, entryKey, all.data, fetching]);

  useEffect(() => {
    if (highlightId === null) return;
    // After the router's own scroll handling of the new page has run.
    const frame = window.requestAnimationFrame(() => {
      const card = document.getElementById(bookingElementId(highlightId));
      if (!card) return;
      card.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "center" });
      card.focus({ preventScroll: true });
    });
    const timer = window.setTimeout(() => setHighlightId(null), HIGHLIGHT_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [highlightId]);

  const reopenAction = useCallback((booking: Booking, action: ActionReturn["action"]) => {
    setDialog({ action, booking });
    setHighlightId(booking.request_id);
    setTab(isArchived(booking) ? "archive" : "current");
  }, []);
  const refuseReopen = useCallback(() => setReopenRefused(true), []);
  useReopenAction(reopen, reopenAction, refuseReopen);

  async function finished(booking: Booking, text: string) {
    setDialog(null);
    setNotice(text);
    await queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey });
    // Keep the keyboard where the user was: on the booking if it is still in this tab, else the message.
    window.requestAnimationFrame(() => {
      const card = document.getElementById(bookingElementId(booking.request_id));
      (card ?? noticeRef.current)?.focus();
    });
  }

  function selectTab(next: Tab) {
    setTab(next);
    setNotice(null);
  }

  if (!user) return null;
  const owner = user.user_type === "food_truck_owner";
  const groups: Record<Tab, Booking[]> | null = bookings.data ? splitByTab(bookings.data) : null;
  const shown = groups?.[tab] ?? [];

  return (
    <section className="card bk-section" aria-labelledby={`${baseId}-title`}>
      <div className="bk-section__header">
        <h2 id={`${baseId}-title`} className="section-title">
          Rezerwacje
        </h2>
        {!owner && (
          <Link to="/" className="btn btn--secondary">
            Znajdź food trucka
          </Link>
        )}
      </div>

      {reopenRefused && <Alert kind="info">{NO_LONGER_POSSIBLE}</Alert>}
      {bookings.isPending && <Loading text="Wczytywanie rezerwacji..." />}
      {bookings.isError && <QueryError error={bookings.error} onRetry={bookings.refetch} />}

      {groups && (
        <>
          <BookingTabs
            tab={tab}
            counts={{ current: groups.current.length, archive: groups.archive.length }}
            baseId={baseId}
            onSelect={selectTab}
          />

          <div ref={noticeRef} tabIndex={-1} className="bk-notice" role="status">
            {notice && <Alert kind="success">{notice}</Alert>}
          </div>

          <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`}>
            {shown.length === 0 ? (
              <BookingsEmpty tab={tab} owner={owner} none={bookings.data?.length === 0} />
            ) : (
              <ul className="bk-list">
                {shown.map((booking) => (
                  <li key={booking.request_id}>
                    <BookingCard
                      booking={booking}
                      userId={user.user_id}
                      highlighted={highlightId === booking.request_id}
                      onOpenModal={(action, chosen) => setDialog({ action, booking: chosen })}
                      onDone={finished}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}

      {dialog && (
        <ActionModal
          key={`${dialog.action}-${dialog.booking.request_id}`}
          action={dialog.action}
          booking={dialog.booking}
          onClose={() => setDialog(null)}
          onDone={(text) => finished(dialog.booking, text)}
        />
      )}
    </section>
  );
}
