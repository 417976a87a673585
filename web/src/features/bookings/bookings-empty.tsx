import type { Tab } from "./booking-tabs";

/** What an empty tab says, and where to go from it. */
export function BookingsEmpty({ tab, owner, none }: { tab: Tab; owner: boolean; none: boolean }) {
  if (tab === "archive") {
    return <p className="muted bk-empty">W archiwum nie ma jeszcze żadnych rezerwacji.</p>;
  }
  if (owner) {
    return (
      <p className="muted bk-empty">
        {none ? "Nie masz jeszcze żadnych rezerwacji." : "Nie masz aktualnych rezerwacji."} Nowe prośby o
        rezerwację czekają na górze panelu, w sekcji „Do odpowiedzi”; zaakceptowane trafiają tutaj.
      </p>
    );
  }
  return (
    <p className="muted bk-empty">
      {none ? "Nie masz jeszcze żadnych rezerwacji." : "Nie masz aktualnych rezerwacji."} Znajdź food truck na
      swoje wydarzenie i wyślij prośbę o rezerwację.
    </p>
  );
}
