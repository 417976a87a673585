import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Alert } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import { useSession } from "../../lib/session";
import type { AdminUser } from "./admin-queries";
import { OwnerProfilesDialog } from "./owner-profiles-dialog";
import { refreshAfterProfileChange } from "./profile-cache";
import { ADMIN_ALERTS } from "./texts";
import { UserEditModal } from "./user-edit-modal";

type Dialog = "edit" | "profiles" | "delete" | "payment" | undefined;

/**
 * A user's row actions: block or unblock (at once; reversible), edit, an owner's trucks, delete with all
 * their data and disconnect the payment account (both confirmed first). The admin's own row offers
 * neither block nor delete (the server refuses them too).
 */
export function UserActions({ user, fullName }: { user: AdminUser; fullName: string }) {
  const queryClient = useQueryClient();
  const self = useSession().user?.user_id === user.user_id;
  const [dialog, setDialog] = useState<Dialog>();
  const param = { id: String(user.user_id) };
  // Blocking or deleting an owner changes their trucks' public pages too.
  const refresh = () => refreshAfterProfileChange(queryClient);

  const block = useMutation({
    mutationFn: () => unwrap(api.admin.users[":id"]["toggle-block"].$put({ param }), ADMIN_ALERTS.blockUser),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.admin.users[":id"].$delete({ param }), ADMIN_ALERTS.deleteUser),
    onSuccess: async () => {
      setDialog(undefined);
      await refresh();
    },
  });
  const disconnect = useMutation({
    mutationFn: () =>
      unwrap(api.admin.users[":id"]["stripe-account"].$delete({ param }), ADMIN_ALERTS.paymentAccount),
    onSuccess: async () => {
      setDialog(undefined);
      await refresh();
    },
  });

  return (
    <div className="admin-actions">
      {!self && (
        // aria-disabled, not disabled, while it runs: a disabled button drops the keyboard's focus to the page,
        // and this one stays, saying "Odblokuj" once the user is blocked.
        <button
          type="button"
          className="btn btn--secondary"
          aria-disabled={block.isPending || undefined}
          onClick={() => {
            if (!block.isPending) block.mutate();
          }}
        >
          {user.is_blocked ? "Odblokuj" : "Zablokuj"}
          <span className="sr-only"> {fullName}</span>
        </button>
      )}
      <button type="button" className="btn btn--secondary" onClick={() => setDialog("edit")}>
        Edytuj<span className="sr-only"> {fullName}</span>
      </button>
      {user.user_type === "food_truck_owner" && (
        <button type="button" className="btn btn--secondary" onClick={() => setDialog("profiles")}>
          Profile ({user.profile_count})<span className="sr-only"> {fullName}</span>
        </button>
      )}
      {user.stripe_account_id && (
        <button type="button" className="btn btn--secondary" onClick={() => setDialog("payment")}>
          Odłącz konto płatności<span className="sr-only"> {fullName}</span>
        </button>
      )}
      {!self && (
        <button type="button" className="btn btn--danger-outline" onClick={() => setDialog("delete")}>
          Usuń<span className="sr-only"> {fullName}</span>
        </button>
      )}
      {block.isError && <Alert kind="error">{errorMessage(block.error, ADMIN_ALERTS.blockUser)}</Alert>}
      {dialog === "edit" && <UserEditModal user={user} onClose={() => setDialog(undefined)} />}
      {dialog === "profiles" && (
        <OwnerProfilesDialog
          owner={{ user_id: user.user_id, name: fullName }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === "delete" && (
        <ConfirmDialog
          title="Usunąć użytkownika?"
          confirmText="Usuń użytkownika"
          busyText="Usuwanie..."
          mutation={remove}
          fallback={ADMIN_ALERTS.deleteUser}
          onConfirm={() => remove.mutate()}
          onClose={() => setDialog(undefined)}
        >
          <p>
            Konto <strong>{user.email}</strong> zostanie usunięte razem z profilami, zdjęciami, kalendarzem i
            sesjami. Rezerwacje zostaną u drugiej strony jako „Użytkownik usunięty”. Tego nie można cofnąć.
          </p>
        </ConfirmDialog>
      )}
      {dialog === "payment" && (
        <ConfirmDialog
          title="Odłączyć konto płatności?"
          confirmText="Odłącz konto"
          busyText="Odłączanie..."
          mutation={disconnect}
          fallback={ADMIN_ALERTS.paymentAccount}
          onConfirm={() => disconnect.mutate()}
          onClose={() => setDialog(undefined)}
        >
          <p>
            Użytkownik <strong>{user.email}</strong> nie będzie otrzymywać wypłat, dopóki nie połączy konta
            płatności ponownie.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
