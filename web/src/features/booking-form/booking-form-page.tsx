import { DAYS_TO_ANSWER } from "@shared/domain/booking-machine";
import { PROFILE_TEXTS } from "@shared/schemas/profiles";
import type { SearchContext } from "@shared/schemas/search-context";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Alert, Loading } from "../../components/feedback";
import { returnSearch } from "../../lib/return-path";
import { useSession } from "../../lib/session";
import { TEXTS } from "../../lib/texts";
import { useCurrentPath } from "../../lib/use-current-path";
import { usePageTitle } from "../../lib/use-page-title";
import { isNotFound, parseProfileId, profileQuery } from "../profiles/profile-query";
import { BookingForm } from "./booking-form";
import "./booking-form.css";

const NOT_SIGNED_IN = "Musisz być zalogowany, aby dokonać rezerwacji.";

/**
 * /booking/{profileId} (SPEC.md §2, §5): an organizer sends a booking request for one truck; `context`, the
 * home search that led here (issue 35), fills in the days, the place and the guests.
 */
export function BookingPage({ profileId: rawId, context }: { profileId: string; context: SearchContext }) {
  const { token, user } = useSession();
  const profileId = parseProfileId(rawId);
  const profile = useQuery({
    ...profileQuery(profileId ?? "0"),
    enabled: profileId !== null && token !== null,
  });
  const here = useCurrentPath();
  const truckName = profile.data?.food_truck_name;
  usePageTitle(truckName ? `Rezerwacja: ${truckName}` : "Rezerwacja food trucka");

  let content: ReactNode;
  if (!token || !user) {
    content = (
      <div className="stack">
        <Alert kind="error">{NOT_SIGNED_IN}</Alert>
        <Link to="/login" search={returnSearch(here)} className="btn">
          Zaloguj się
        </Link>
      </div>
    );
  } else if (profileId === null) {
    content = <Alert kind="error">{PROFILE_TEXTS.notFound}</Alert>;
  } else if (profile.isPending) {
    content = <Loading text="Wczytywanie danych food trucka..." />;
  } else if (profile.isError) {
    content = isNotFound(profile.error) ? (
      <Alert kind="error">{PROFILE_TEXTS.notFound}</Alert>
    ) : (
      <div className="row">
        <Alert kind="error">{TEXTS.loadFailed}</Alert>
        <button type="button" className="btn btn--secondary" onClick={() => void profile.refetch()}>
          Spróbuj ponownie
        </button>
      </div>
    );
  } else if (user.user_type !== "organizer") {
    content = (
      <div className="stack">
        <Alert kind="info">
          Rezerwacji mogą dokonywać tylko organizatorzy wydarzeń. Zaloguj się na konto organizatora, aby
          wysłać prośbę o rezerwację tego food trucka.
        </Alert>
        <Link to="/dashboard" className="btn btn--secondary">
          Wróć do panelu
        </Link>
      </div>
    );
  } else {
    content = (
      <BookingForm
        profileId={profile.data.profile_id}
        truckName={profile.data.food_truck_name}
        guide={profile.data}
        context={context}
      />
    );
  }

  return (
    <div className="card medium bf-page">
      {profileId !== null && (
        <p className="bf-back">
          <Link to="/profile/$profileId" params={{ profileId }} search={context}>
            ← Wróć do profilu
          </Link>
        </p>
      )}
      <h1 className="page-title">Rezerwacja food trucka</h1>
      {truckName && (
        <p className="bf-truck">
          Food truck: <strong>{truckName}</strong>
        </p>
      )}
      {user?.user_type === "organizer" && profile.data && (
        <p className="muted bf-lead">
          Wypełnij szczegóły wydarzenia. Właściciel otrzyma prośbę e-mailem i odpowie w ciągu {DAYS_TO_ANSWER}{" "}
          dni – status zobaczysz w swoim panelu.
        </p>
      )}
      {content}
    </div>
  );
}
