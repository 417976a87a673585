import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { AccountDataForm } from "../../features/account/account-data-form";
import { DataExportSection } from "../../features/account/data-export-section";
import { DeleteAccountSection } from "../../features/account/delete-account-section";
import { PasswordChangeForm } from "../../features/account/password-change-form";
import { SessionsSection } from "../../features/account/sessions-section";
import { myProfileQuery, PROFILE_LOAD_FAILED } from "../../features/account/use-profile";
import { CalendarFeedSection } from "../../features/calendar-feed/calendar-feed-section";
import { MyAccountProfiles } from "../../features/my-profiles/my-profiles-section";
import { PushSection } from "../../features/notifications/push-section";
import { actionReturnSearch } from "../../features/payments/action-return";
import { PaymentAccountSection } from "../../features/payments/payment-account-section";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";

export const Route = createFileRoute("/_authed/my-account")({
  // The e-mailed confirmation link of an account deletion (Google-only accounts) opens the dialog.
  // After a payment-account gate, the booking and action to come back to (issue 34).
  validateSearch: v.object({ "usun-konto": v.optional(v.string()), ...actionReturnSearch.entries }),
  component: MyAccountPage,
});

function MyAccountPage() {
  usePageTitle("Moje konto");
  const profile = useQuery(myProfileQuery);
  const { user } = useSession();
  const search = Route.useSearch();
  const deletionToken = search["usun-konto"];
  const cameFrom =
    search.booking && search.action ? { booking: search.booking, action: search.action } : null;
  return (
    <div className="medium">
      <h1 className="page-title">Moje konto</h1>
      {user?.user_type === "food_truck_owner" && <MyAccountProfiles />}
      {profile.isPending && <Loading text="Wczytywanie danych konta..." />}
      {profile.isError && (
        <QueryError error={profile.error} onRetry={profile.refetch} fallback={PROFILE_LOAD_FAILED} />
      )}
      {profile.data && (
        <>
          <section className="card" aria-labelledby="account-data">
            <h2 id="account-data" className="section-title">
              Dane osobowe i firmowe
            </h2>
            <AccountDataForm key={profile.data.user_id} account={profile.data} />
          </section>
          <PaymentAccountSection user={profile.data} cameFrom={cameFrom} />
          {user?.user_type === "food_truck_owner" && <CalendarFeedSection />}
          <PushSection />
          <section className="card" aria-labelledby="password-change">
            <h2 id="password-change" className="section-title">
              Zmiana hasła
            </h2>
            <PasswordChangeForm />
          </section>
          <SessionsSection />
          <DataExportSection />
          <DeleteAccountSection linkToken={deletionToken} />
        </>
      )}
    </div>
  );
}
