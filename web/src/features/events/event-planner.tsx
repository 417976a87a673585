import { PLANNER_DEFAULTS, PLANNER_LIMITS, trucksCount } from "@shared/domain/planner";
import { polishPlural } from "@shared/domain/plural";
import { PLANNER_TEXTS } from "@shared/schemas/planner";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import * as v from "valibot";
import { Field } from "../../components/form-field";
import { QueryError } from "../../components/query-error";
import { useSettled } from "../../lib/use-settled";
import { PLANNER_FAILED, type PlannerParams, plannerQuery } from "../event-fields/planner-query";
import { guestsOf, PlanText } from "../event-fields/truck-fit";
import "./event-planner.css";

const TYPING_PAUSE_MS = 300;

/** "1 danie", "3 dania", "5 dań". */
function dishesCount(count: number): string {
  return `${count} ${polishPlural(count, "danie", "dania", "dań")}`;
}
const settledParams = v.record(v.string(), v.string());

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
  const params = useSettled(
    JSON.stringify({
      ...search,
      guests: String(count ?? 1),
      hours: String(hoursValue ?? PLANNER_DEFAULTS.hours),
      portions_per_guest: String(portionsValue ?? PLANNER_DEFAULTS.portionsPerGuest),
    }),
    TYPING_PAUSE_MS,
  );
  const plan = useQuery({ ...plannerQuery(v.parse(settledParams, JSON.parse(params))), enabled: ready });
  const suggested = plan.data?.trucks_suggested;
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
        {count === null ? (
          <p className="muted ev-planner__wait">
            Podaj liczbę gości, a podpowiemy, ile food trucków zaprosić.
          </p>
        ) : plan.isError ? (
          <QueryError error={plan.error} onRetry={plan.refetch} fallback={PLANNER_FAILED} />
        ) : plan.data && ready && suggested !== undefined ? (
          <PlanText text={plan.data.calculation} plan={plan.data}>
            <p className="ev-planner__suggestion">
              Proponujemy {trucksCount(suggested)}: wybierz poniżej co najmniej {dishesCount(suggested)} – na
              każde danie przyjedzie jeden food truck.
              {chosenDishes > 0 && ` Wybrano: ${dishesCount(chosenDishes)}.`}
            </p>
          </PlanText>
        ) : null}
      </div>
    </section>
  );
}
