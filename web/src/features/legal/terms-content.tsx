import { Link } from "@tanstack/react-router";
import { OPERATOR } from "../../lib/operator";
import { TermsCommon } from "./terms-common";
import { TermsGeneral } from "./terms-general";
import { TermsForOrganizers } from "./terms-organizers";
import { TermsForOwners } from "./terms-owners";
import "./legal.css";

/** The terms of service, one part per file (general, organizers, owners, common and final). */
export function TermsContent() {
  return (
    <article className="legal">
      <h1>Regulamin serwisu {OPERATOR.brand}</h1>
      <p className="legal-updated">Ostatnia aktualizacja: 16.07.2025</p>
      <p>
        Regulamin określa zasady korzystania z serwisu {OPERATOR.brand}, w którym organizatorzy wydarzeń
        wyszukują i rezerwują food trucki, a właściciele food trucków prezentują ofertę i przyjmują
        rezerwacje. Zasady przetwarzania danych osobowych opisuje{" "}
        <Link to="/polityka-prywatnosci">Polityka prywatności</Link>.
      </p>

      <TermsGeneral />
      <TermsForOrganizers />
      <TermsForOwners />
      <TermsCommon />
    </article>
  );
}
