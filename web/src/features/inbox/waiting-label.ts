import { polishPlural } from "@shared/domain/plural";

/** "3 sprawy czekają na Twoją odpowiedź" (1 / 2–4 but 12–14 / the rest). */
export function waitingLabel(count: number): string {
  return `${count} ${polishPlural(count, "sprawa czeka", "sprawy czekają", "spraw czeka")} na Twoją odpowiedź`;
}
