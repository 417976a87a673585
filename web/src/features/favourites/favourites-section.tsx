import { warsawDayOf } from "@shared/domain/calendar";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDayRange } from "../../lib/format";
import { myEventsQuery } from "../events/events-query";
import { TruckGrid } from "../search/truck-card";
import { favouritesQuery } from "./favourites-query";
import "./favourites.css";

const INVITE_FAILED = "Nie udało się wysłać zaproszeń. Spróbuj ponownie.";

/** Dashboard "Zapisane food trucki" (beyond SPEC.md, issue 16): an organizer's saved trucks. */
export function FavouritesSection() {
  const titleId = useId();
  const favourites = useQuery(favouritesQuery);
  return (
    <section className="card favourites-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Zapisane food trucki
      </h2>
      {favourites.isPending && <Loading text="Wczytywanie zapisanych food trucków..." />}
      {favourites.isError && <QueryError error={favourites.error} onRetry={favourites.refetch} />}
      {favourites.data &&
        (favourites.data.length === 0 ? (
          <p className="muted">
            Nie masz jeszcze zapisanych food trucków. Kliknij serce na karcie food trucka w{" "}
            <Link to="/">wyszukiwarce</Link>, aby go tu zapisać i potem zaprosić wszystkie naraz na swoje
            wydarzenie.
          </p>
        ) : (
          <>
            <InviteAll />
            <TruckGrid trucks={favourites.data} />
          </>
        ))}
    </section>
  );
}

/** "Invite them all": to one of the organizer's events that has not started yet. */
function InviteAll() {
  const queryClient = useQueryClient();
  const events = useQuery(myEventsQuery);
  const selectId = useId();
  const [chosen, setChosen] = useState("");
  // As the server decides: an event that starts today or later (Warsaw days).
  const today = warsawDayOf(Math.floor(Date.now() / 1000));
  const upcoming =
    events.data?.view === "organizer"
      ? events.data.events.filter((event) => warsawDayOf(event.event_start_date) >= today)
      : [];
  const invite = useMutation({
    mutationFn: (eventId: string) =>
      unwrap(api.events[":eventId"]["invite-favourites"].$post({ param: { eventId } }), INVITE_FAILED),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myEventsQuery.queryKey }),
  });
  if (upcoming.length === 0) {
    return events.isSuccess ? (
      <p className="muted">
        Utwórz wydarzenie w sekcji „Wydarzenia”, aby zaprosić na nie zapisane food trucki.
      </p>
    ) : null;
  }
  const eventId = chosen || String(upcoming[0]?.event_id ?? "");
  return (
    <form
      className="favourites-invite"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        invite.mutate(eventId);
      }}
    >
      <div className="field">
        <label htmlFor={selectId}>Zaproś wszystkie zapisane na wydarzenie</label>
        <select id={selectId} value={eventId} onChange={(changed) => setChosen(changed.target.value)}>
          {upcoming.map((event) => (
            <option key={event.event_id} value={event.event_id}>
              {event.event_name} ({formatDayRange(event.event_start_date, event.event_end_date)})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn" disabled={invite.isPending}>
        {invite.isPending ? "Wysyłanie zaproszeń..." : "Zaproś wszystkie"}
      </button>
      {invite.isSuccess && (
        <div className="favourites-invite__result">
          <Alert kind="success">{invite.data.message}</Alert>
        </div>
      )}
      {invite.isError && (
        <div className="favourites-invite__result">
          <Alert kind="error">{errorMessage(invite.error, INVITE_FAILED)}</Alert>
        </div>
      )}
    </form>
  );
}
