import type { USER_SORTS } from "@shared/schemas/admin";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";
import { useAdminList } from "./admin-list";
import type { AdminUser } from "./admin-queries";
import { AdminTable, type Column } from "./admin-table";
import { USER_TYPE_LABELS } from "./texts";
import { UserActions } from "./user-actions";

type UserSort = (typeof USER_SORTS)[number];

export const fullNameOf = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

const columns: Column<AdminUser, UserSort>[] = [
  { header: "Imię i nazwisko", sort: "last_name", cell: fullNameOf },
  { header: "E-mail", sort: "email", cell: (user) => user.email },
  {
    header: "Typ konta",
    sort: "user_type",
    cell: (user) => (user.role === "admin" ? "Administrator" : USER_TYPE_LABELS[user.user_type]),
  },
  { header: "Profile", cell: (user) => user.profile_count },
  {
    header: "Status",
    cell: (user) => (
      <span className={user.is_blocked ? "admin-badge admin-badge--danger" : "admin-badge"}>
        {user.is_blocked ? "Zablokowany" : "Aktywny"}
      </span>
    ),
  },
  { header: "Akcje", cell: (user) => <UserActions user={user} fullName={fullNameOf(user)} /> },
];

interface UserFilters extends Record<string, string | undefined> {
  status?: "active" | "blocked";
  user_type?: "organizer" | "food_truck_owner";
}

/** Users: search by name or e-mail, filter by status and type, block, edit, delete. */
export function UsersSection() {
  const list = useAdminList<AdminUser, UserSort, UserFilters>({
    key: ["admin", "users"],
    load: (query) => unwrap(api.admin.users.$get({ query }), TEXTS.loadFailed),
    filters: {},
    sort: "created_at",
  });
  return (
    <AdminTable
      caption="Użytkownicy"
      columns={columns}
      list={list}
      rowKey={(user) => user.user_id}
      empty="Brak użytkowników spełniających kryteria."
      searchLabel="Szukaj po imieniu, nazwisku lub e-mailu"
      filters={
        <>
          <div className="field">
            <label htmlFor="admin-users-status">Status</label>
            <select
              id="admin-users-status"
              value={list.filters.status ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                list.setFilter("status", value === "active" || value === "blocked" ? value : undefined);
              }}
            >
              <option value="">Wszyscy</option>
              <option value="active">Aktywni</option>
              <option value="blocked">Zablokowani</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="admin-users-type">Typ konta</label>
            <select
              id="admin-users-type"
              value={list.filters.user_type ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                list.setFilter(
                  "user_type",
                  value === "organizer" || value === "food_truck_owner" ? value : undefined,
                );
              }}
            >
              <option value="">Wszystkie</option>
              <option value="organizer">{USER_TYPE_LABELS.organizer}</option>
              <option value="food_truck_owner">{USER_TYPE_LABELS.food_truck_owner}</option>
            </select>
          </div>
        </>
      }
    />
  );
}
