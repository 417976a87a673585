import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { api, unwrap } from "../../lib/api";
import { myEventsQuery } from "./events-query";

const REOPEN_FAILED = "Nie udało się ponownie otworzyć miejsca. Spróbuj ponownie.";

interface ReopenSlotProps {
  eventId: number;
  invitationId: number;
  truckName: string;
  dish: string;
  /** After the server re-opened the slot, with its Polish message ("… Zaproszono 3 food trucki."). */
  onReopened: (message: string) => Promise<void>;
}

/**
 * Beyond SPEC.md (issue 17): the truck that took a dish cancelled its booking, so the organizer offers the
 * slot again, in one action, to the trucks that serve the dish and are free (asked before or not).
 */
export function ReopenSlot({ eventId, invitationId, truckName, dish, onReopened }: ReopenSlotProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const reopen = useMutation({
    mutationFn: () =>
      unwrap(
        api.events[":eventId"]["reopen-slot"].$post({
          param: { eventId: String(eventId) },
          json: { invitation_id: invitationId },
        }),
        REOPEN_FAILED,
      ),
    onSuccess: async (answer) => {
      setConfirming(false);
      await onReopened(answer.message);
    },
    // Refused (re-opened meanwhile, event started): the card shows the state the server has now.
    onError: () => queryClient.invalidateQueries({ queryKey: myEventsQuery.queryKey }),
  });

  return (
    <div className="ev-slot-open">
      <p className="ev-slot-open__note">
        Food truck „{truckName}” zrezygnował z udziału – miejsce na danie „{dish}” jest wolne.
      </p>
      <button
        type="button"
        className="btn"
        onClick={() => {
          reopen.reset();
          setConfirming(true);
        }}
        // The visible words start the name (WCAG 2.5.3); the dish tells such buttons apart.
        aria-label={`Otwórz ponownie i zaproś pasujące food trucki: ${dish}`}
      >
        Otwórz ponownie i zaproś pasujące food trucki
      </button>
      {confirming && (
        <ConfirmDialog
          title="Otworzyć ponownie to miejsce?"
          confirmText="Otwórz i zaproś"
          busyText="Wysyłanie zaproszeń..."
          mutation={reopen}
          fallback={REOPEN_FAILED}
          onConfirm={() => reopen.mutate()}
          onClose={() => setConfirming(false)}
          danger={false}
        >
          <p>Food trucki z daniem „{dish}”, wolne w terminie wydarzenia, dostaną zaproszenie e-mailem.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
