import type { CalendarReadProblem } from "../../adapters/calendar-source";

/** Why the last sync of an imported calendar failed, as the availability page says it. */
export type ImportProblem = CalendarReadProblem | "not_icalendar";

export const IMPORT_PROBLEM_TEXTS: Record<ImportProblem, string> = {
  refused:
    "Tego adresu nie możemy odczytać: kalendarz musi być pod publicznym adresem https:// (także po przekierowaniu), nie w sieci lokalnej.",
  not_found: "Pod tym adresem nie ma już kalendarza. Jeśli tajny adres został zresetowany, wklej nowy.",
  denied: "Serwer kalendarza nie pozwolił go odczytać. Wklej prywatny (tajny) adres w formacie iCal.",
  server_error: "Serwer kalendarza odpowiedział błędem. Spróbujemy ponownie za kilka minut.",
  unreachable: "Nie udało się połączyć z serwerem kalendarza. Spróbujemy ponownie za kilka minut.",
  timeout: "Serwer kalendarza nie odpowiedział w ciągu 10 sekund. Spróbujemy ponownie za kilka minut.",
  too_large: "Kalendarz jest za duży: plik ma ponad 2 MB.",
  redirects: "Adres kalendarza przekierowuje zbyt wiele razy.",
  not_icalendar:
    "Pod tym adresem nie ma pliku iCalendar. Skopiuj adres w formacie iCal (kończy się zwykle na .ics).",
};

export function isImportProblem(code: string | null): code is ImportProblem {
  return code !== null && Object.hasOwn(IMPORT_PROBLEM_TEXTS, code);
}

/** not_found for an address that has never been read: a cut or mistyped copy, more likely than a reset. */
const NEVER_FOUND =
  "Pod tym adresem nie ma kalendarza. Sprawdź, czy skopiowano cały adres, i wklej go ponownie.";

/** Why the last read failed, in Polish; `everRead`: this address has been read before. */
export function importProblemText(problem: ImportProblem, everRead: boolean): string {
  return problem === "not_found" && !everRead ? NEVER_FOUND : IMPORT_PROBLEM_TEXTS[problem];
}
