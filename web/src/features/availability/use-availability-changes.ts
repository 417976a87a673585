import { BULK_MAX_DAYS, dayCount, selectedDays } from "@shared/domain/availability-range";
import { parseDay } from "@shared/domain/calendar";
import type { BulkAvailabilityInput } from "@shared/schemas/availability-bulk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { changeWords, toggleWords, undoWords } from "./range-words";

export const CHANGE_TEXTS = {
  updateFailed: "Nie udało się zaktualizować statusu tego dnia.",
  bulkFailed: "Nie udało się zmienić dostępności. Spróbuj ponownie.",
} as const;

/** Where a change was asked for: its outcome is told there. */
export type ChangeOrigin = "calendar" | "weekdays" | "season";

/** The change that gives back exactly what the last one changed. */
interface Undo {
  available: boolean;
  days: string[];
}

export interface ChangeFeedback {
  origin: ChangeOrigin;
  text: string;
  failed: boolean;
  undo: Undo | null;
}

interface BulkRequest {
  body: BulkAvailabilityInput;
  origin: ChangeOrigin;
  /** This request is the undo of the change before it. */
  undoing: boolean;
}

interface DayToggle {
  day: string;
  isUnavailable: boolean;
}

/** All the months of one truck's calendar in the query cache. */
export function availabilityKeyOf(profileId: string) {
  return ["profiles", "availability", profileId] as const;
}

/** A refusal (bad day 400, someone else's calendar 403, booked days 409): the server says why. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
}

/**
 * Every change of a truck's availability from its page: one day, a range, a weekday rule, a closure, and
 * the undo of the last of them. The undo sends back, the other way round, exactly the days the server said
 * changed, so days that already were as asked stay as they were.
 */
export function useAvailabilityChanges(profileId: string) {
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<ChangeFeedback | null>(null);
  // Whatever happened, show the months as the server now has them.
  const reload = () => queryClient.invalidateQueries({ queryKey: availabilityKeyOf(profileId) });

  const toggle = useMutation({
    mutationFn: ({ day, isUnavailable }: DayToggle) => {
      const parts = parseDay(day);
      if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
      return unwrap(
        api.profiles[":id"].availability.$post({
          param: { id: profileId },
          json: { ...parts, isUnavailable },
        }),
        CHANGE_TEXTS.updateFailed,
      );
    },
    onMutate: () => setFeedback(null),
    onSuccess: (_result, { day, isUnavailable }) =>
      setFeedback({
        origin: "calendar",
        text: toggleWords(day, isUnavailable),
        failed: false,
        undo: { available: isUnavailable, days: [day] },
      }),
    onError: (error) =>
      setFeedback({
        origin: "calendar",
        text: refusal(error, CHANGE_TEXTS.updateFailed),
        failed: true,
        undo: null,
      }),
    onSettled: reload,
  });

  const bulk = useMutation({
    mutationFn: ({ body }: BulkRequest) =>
      unwrap(
        api.profiles[":id"].availability.bulk.$post({ param: { id: profileId }, json: body }),
        CHANGE_TEXTS.bulkFailed,
      ),
    onMutate: () => setFeedback(null),
    onSuccess: (result, { origin, undoing }) =>
      setFeedback({
        origin,
        text: undoing ? undoWords(result.changed) : changeWords(result),
        failed: false,
        undo:
          undoing || result.changed === 0
            ? null
            : { available: !result.available, days: result.changed_days },
      }),
    onError: (error, { origin }) =>
      setFeedback({ origin, text: refusal(error, CHANGE_TEXTS.bulkFailed), failed: true, undo: null }),
    onSettled: reload,
  });

  const undo = feedback?.undo ?? null;
  const [firstUndone] = undo?.days ?? [];
  const lastUndone = undo?.days.at(-1);

  /** The days being saved now, shown as pending. */
  function pendingDays(): ReadonlySet<string> {
    if (toggle.isPending) return new Set([toggle.variables.day]);
    const asked = bulk.variables?.body;
    if (bulk.isPending && asked && dayCount(asked.from, asked.to) <= BULK_MAX_DAYS) {
      return new Set(selectedDays(asked));
    }
    return new Set();
  }

  return {
    feedback,
    // A change is being saved: the next waits.
    saving: toggle.isPending || bulk.isPending,
    pendingDays,
    toggleDay: (day: string, isUnavailable: boolean) => toggle.mutate({ day, isUnavailable }),
    change: (body: BulkAvailabilityInput, origin: ChangeOrigin, onDone?: () => void) =>
      bulk.mutate({ body, origin, undoing: false }, { onSuccess: () => onDone?.() }),
    undoLast:
      undo && feedback && firstUndone && lastUndone
        ? () =>
            bulk.mutate({
              body: { from: firstUndone, to: lastUndone, available: undo.available, days: undo.days },
              origin: feedback.origin,
              undoing: true,
            })
        : null,
    dismiss: () => setFeedback(null),
  };
}
