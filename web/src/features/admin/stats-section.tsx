import { formatPln } from "@shared/domain/money";
import { useQuery } from "@tanstack/react-query";
import { Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";

const statsQuery = {
  queryKey: ["admin", "stats"],
  queryFn: () => unwrap(api.admin.stats.$get(), TEXTS.loadFailed),
};

/** Users, profiles, bookings and commission (the confirmed bookings marked commission_paid). */
export function StatsSection() {
  const stats = useQuery(statsQuery);
  if (stats.isPending) return <Loading />;
  if (stats.isError) return <QueryError error={stats.error} onRetry={stats.refetch} />;
  const { users, profiles, bookings, commission } = stats.data;
  return (
    <dl className="admin-stats">
      <div>
        <dt>Użytkownicy</dt>
        <dd>{users}</dd>
      </div>
      <div>
        <dt>Profile food trucków</dt>
        <dd>{profiles}</dd>
      </div>
      <div>
        <dt>Rezerwacje</dt>
        <dd>{bookings}</dd>
      </div>
      <div>
        <dt>Prowizja opłacona</dt>
        <dd>
          {commission.count}
          <small> rezerwacji · {formatPln(commission.event_cost_sum)} wartości wydarzeń</small>
        </dd>
      </div>
    </dl>
  );
}
