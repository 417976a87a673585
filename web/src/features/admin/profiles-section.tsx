import type { USER_SORTS } from "@shared/schemas/admin";
import { useState } from "react";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";
import { useAdminList } from "./admin-list";
import type { AdminUser } from "./admin-queries";
import { AdminTable, type Column } from "./admin-table";
import { OwnerProfilesDialog, type ProfileOwner } from "./owner-profiles-dialog";
import { fullNameOf } from "./users-section";

type UserSort = (typeof USER_SORTS)[number];

/** Only owners have trucks: the users list with the type fixed. */
interface OwnerFilters extends Record<string, string | undefined> {
  user_type: "food_truck_owner";
}

/** "Profile food trucków": owners with their number of trucks; "Pokaż profile" opens them for editing. */
export function ProfilesSection() {
  const [owner, setOwner] = useState<ProfileOwner>();
  const list = useAdminList<AdminUser, UserSort, OwnerFilters>({
    key: ["admin", "owners"],
    load: (query) => unwrap(api.admin.users.$get({ query }), TEXTS.loadFailed),
    filters: { user_type: "food_truck_owner" },
    sort: "created_at",
  });
  const columns: Column<AdminUser, UserSort>[] = [
    { header: "Właściciel", sort: "last_name", cell: fullNameOf },
    { header: "E-mail", sort: "email", cell: (user) => user.email },
    { header: "Firma", cell: (user) => user.company_name || "—" },
    { header: "Profile", cell: (user) => user.profile_count },
    {
      header: "Akcje",
      cell: (user) => (
        <div className="admin-actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setOwner({ user_id: user.user_id, name: fullNameOf(user) })}
          >
            Pokaż profile ({user.profile_count})<span className="sr-only"> – {fullNameOf(user)}</span>
          </button>
        </div>
      ),
    },
  ];
  return (
    <>
      <AdminTable
        caption="Właściciele food trucków"
        columns={columns}
        list={list}
        rowKey={(user) => user.user_id}
        empty="Brak właścicieli food trucków spełniających kryteria."
        searchLabel="Szukaj właściciela po imieniu, nazwisku lub e-mailu"
      />
      {owner && <OwnerProfilesDialog owner={owner} onClose={() => setOwner(undefined)} />}
    </>
  );
}
