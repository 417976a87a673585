import { warsawDayOf } from "@shared/domain/calendar";
import { useMutation } from "@tanstack/react-query";
import { Alert } from "../../components/feedback";
import { api, errorMessage } from "../../lib/api";
import { downloadThroughApi } from "../../lib/download";
import { useFocusOnMount } from "../../lib/use-focus-on-mount";
import "./data-export.css";

const EXPORT_FAILED = "Nie udało się pobrać Twoich danych. Spróbuj ponownie.";

/**
 * The outcome of a download. The button is disabled while the file is made, which drops the focus to the
 * page's body; the outcome takes it, so a keyboard or screen-reader user goes on from here.
 */
function Outcome({ kind, text }: { kind: "error" | "success"; text: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="data-export__outcome">
      <Alert kind={kind}>{text}</Alert>
    </div>
  );
}

/**
 * Beyond SPEC.md (issue 38): "Pobierz moje dane" — everything the app holds about the user as one JSON file
 * (GDPR art. 15 and 20). The privacy policy links here (#moje-dane).
 */
export function DataExportSection() {
  const download = useMutation({
    mutationFn: () =>
      downloadThroughApi(
        api.users.me.export.$get(),
        `moje-dane-${warsawDayOf(Math.floor(Date.now() / 1000))}.json`,
        EXPORT_FAILED,
      ),
  });
  return (
    <section className="card" id="moje-dane" aria-labelledby="data-export">
      <h2 id="data-export" className="section-title">
        Twoje dane
      </h2>
      <p className="muted">
        Pobierz kopię wszystkiego, co o Tobie przechowujemy: dane konta i firmy, food trucki, kalendarze,
        rezerwacje, wydarzenia, wiadomości, opinie i płatności – w jednym pliku JSON, który możesz zachować
        lub przenieść do innego serwisu (art. 15 i 20 RODO). Dane innych osób są w nim tylko w takim zakresie,
        w jakim widzisz je tutaj.
      </p>
      {download.isError && <Outcome kind="error" text={errorMessage(download.error, EXPORT_FAILED)} />}
      {download.isSuccess && <Outcome kind="success" text="Plik z Twoimi danymi został pobrany." />}
      <div>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? "Przygotowywanie pliku..." : "Pobierz moje dane"}
        </button>
      </div>
    </section>
  );
}
