import { PLANNER_DEFAULTS, PLANNER_LIMITS } from "@shared/domain/planner";
import { polishPlural } from "@shared/domain/plural";
import { formatPolishNumber } from "@shared/domain/polish-number";
import { PLANNER_TEXTS } from "@shared/schemas/planner";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import * as v from "valibot";
import { Field } from "../../components/form-field";
import { QueryError } from "../../components/query-error";
import { useSettled } from "../../lib/use-settled";
import { guestsOf } from "../event-fields/estimate-reach";
import {
  PLANNER_FAILED,
  type PlanAnswer,
  type PlannerParams,
  plannerQuery,
} from "../event-fields/planner-query";
import { PlanText } from "../event-fields/truck-fit";
import "./event-planner.css";

const TYPING_PAUSE_MS = 300;
/** Said while the guests typed are out of the planner's range (or not a whole number). */
const GUESTS_RANGE = `Podpowiemy, ile food trucków zaprosić, dla ${formatPolishNumber(PLANNER_LIMITS.guests.min)}–${formatPolishNumber(PLANNER_LIMITS.guests.max)} gości – popraw liczbę gości.`;

/** "1 danie", "3 dania", "5 dań". */
function dishesCount(count: number): string {
  return `${count} ${polishPlural(count, "danie", "dania", "dań")}`;
}
const settledParams = v.record(v.string(), v.string());

/**
 * How many dishes to pick: each invites the matching trucks that serve it, and the first to accept comes —
 * at most one truck a dish, so no more dishes than trucks match are worth asking for.
 */
function dishesAdvice(
  plan: Pick<PlanAnswer, "trucks_suggested" | "trucks_matching">,
  chosen: number,
): string {
  const worth = Math.min(plan.trucks_suggested, plan.trucks_matching);
  const chosenText = chosen > 0 ? ` Wybrano: ${dishesCount(chosen)}.` : "";
  return `Na każde wybrane danie przyjedzie najwyżej jeden food truck – ten, który pierwszy przyjmie zaproszenie – więc wybierz poniżej co najmniej ${dishesCount(worth)}.${chosenText}`;
}

/** "4", "2,5" → a number within the planner's range with at most one decimal, else null. */
function decimalOf(text: string, min: number, max: number): number | null {
  const compact = text.trim();
  if (!/^\d{1,2}([.,]\d)?$/.test(compact)) return null;
  const value = Number(compact.replace(",", "."));
  return value >= min && value <= max ? value : null;
}

/**
 * Beyond SPEC.md (issue 38): in the create-event dialog, how many trucks the guests need in the serving
 * hours — so how many kinds of dishes to pick, each inviting one truck — from the trucks that match the
 * place, days and venue (GET /api/planner). `search` are the dialog's own fields, as the API names them.
 */
export function EventPlanner({
  guests,
  search,
  chosenDishes,
}: {
  guests: string;
  search: PlannerParams;
  chosenDishes: number;
}) {
  const id = useId();
  const [hours, setHours] = useState(String(PLANNER_DEFAULTS.hours));
  const [portions, setPortions] = useState(String(PLANNER_DEFAULTS.portionsPerGuest));
  const count = guestsOf(guests);
  const hoursValue = decimalOf(hours, PLANNER_LIMITS.hours.min, PLANNER_LIMITS.hours.max);
  const portionsValue = decimalOf(
    portions,
    PLANNER_LIMITS.portionsPerGuest.min,
    PLANNER_LIMITS.portionsPerGuest.max,
  );
  const ready = count !== null && hoursValue !== null && portionsValue !== null;
  const typed = JSON.stringify({
    ...search,
    guests: String(count ?? 1),
    hours: String(hoursValue ?? PLANNER_DEFAULTS.hours),
    portions_per_guest: String(portionsValue ?? PLANNER_DEFAULTS.portionsPerGuest),
  });
  const params = useSettled(typed, TYPING_PAUSE_MS);
  const plan = useQuery({ ...plannerQuery(v.parse(settledParams, JSON.parse(params))), enabled: ready });
  // An answer for other numbers than those typed now is never shown: it waits for the new one.
  const answer = params === typed && !plan.isPlaceholderData ? plan.data : undefined;
  return (
    <section className="ev-planner" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ev-planner__title">
        Ile food trucków zaprosić?
      </h3>
      <div className="grid-2 ev-planner__fields">
        <Field
          label="Godziny wydawania"
          inputMode="decimal"
          autoComplete="off"
          value={hours}
          error={hoursValue === null ? PLANNER_TEXTS.hours : undefined}
          onChange={(event) => setHours(event.target.value)}
        />
        <Field
          label="Porcje na gościa"
          inputMode="decimal"
          autoComplete="off"
          value={portions}
          error={portionsValue === null ? PLANNER_TEXTS.portionsPerGuest : undefined}
          onChange={(event) => setPortions(event.target.value)}
        />
      </div>
      <div aria-live="polite" className="ev-planner__answer">
        {guests.trim() === "" ? (
          <p className="muted ev-planner__wait">
            Podaj liczbę gości, a podpowiemy, ile food trucków zaprosić.
          </p>
        ) : count === null ? (
          <p className="ev-planner__wait">{GUESTS_RANGE}</p>
        ) : !ready ? null : plan.isError ? (
          <QueryError error={plan.error} onRetry={plan.refetch} fallback={PLANNER_FAILED} />
        ) : answer ? (
          <PlanText text={answer.calculation} plan={answer}>
            <p className="ev-planner__suggestion">{answer.suggestion}</p>
            {answer.trucks_matching > 0 && (
              <p className="ev-planner__dishes">{dishesAdvice(answer, chosenDishes)}</p>
            )}
          </PlanText>
        ) : (
          <p className="muted ev-planner__wait">Liczymy, ile food trucków potrzeba...</p>
        )}
      </div>
    </section>
  );
}
