import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { BookingsSection } from "../../features/bookings/bookings-section";
import { EventsSection } from "../../features/events/events-section";
import { FavouritesSection } from "../../features/favourites/favourites-section";
import { Inbox } from "../../features/inbox/inbox";
import { InstallPrompt } from "../../features/install-app/install-prompt";
import { MyProfilesSection } from "../../features/my-profiles/my-profiles-section";
import { actionReturnSearch } from "../../features/payments/action-return";
import { paymentReturnSearch, usePaymentReturn } from "../../features/payments/payment-return";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";

export const Route = createFileRoute("/_authed/dashboard")({
  // Back from Stripe's payment redirect, or from connecting a payment account (issue 34).
  validateSearch: v.object({ ...paymentReturnSearch.entries, ...actionReturnSearch.entries }),
  component: DashboardPage,
});

function DashboardPage() {
  usePageTitle("Panel");
  const { user } = useSession();
  const search = Route.useSearch();
  usePaymentReturn(search.redirect_status);
  const reopen = search.booking && search.action ? { booking: search.booking, action: search.action } : null;
  if (!user) return null;
  const owner = user.user_type === "food_truck_owner";
  return (
    <div className="stack">
      <h1 className="page-title">Witaj, {user.first_name || user.email}!</h1>
      <InstallPrompt />
      {user.role !== "admin" && <Inbox userId={user.user_id} />}
      {owner && <MyProfilesSection />}
      <EventsSection />
      {user.user_type === "organizer" && user.role !== "admin" && <FavouritesSection />}
      <BookingsSection reopen={reopen} />
    </div>
  );
}
