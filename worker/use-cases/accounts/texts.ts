/** Polish answers of the account use cases (the validation messages live with the schemas). */
export const ACCOUNT_TEXTS = {
  registered: "Konto zostało utworzone. Na Twój adres e-mail wysłaliśmy link aktywacyjny.",
  emailTaken: "Konto z tym adresem e-mail już istnieje.",
  badCredentials: "Nieprawidłowy adres e-mail lub hasło.",
  notVerified: "Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny, który wysłaliśmy e-mailem.",
  verified: "Konto zostało aktywowane. Trwa logowanie…",
  badVerifyLink: "Link aktywacyjny jest nieprawidłowy, został już użyty lub wygasł.",
  missingToken: "Brak wymaganego tokena w adresie URL.",
  badLoginLink: "Link logowania jest nieprawidłowy, został już użyty lub wygasł.",
  loggedIn: "Zalogowano pomyślnie.",
  resetRequested: "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.",
  loginLinkRequested:
    "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do logowania. Link jest ważny przez 30 minut.",
  badResetLink: "Link do resetu hasła jest nieprawidłowy, został już użyty lub wygasł.",
  passwordReset: "Hasło zostało zmienione. Możesz się teraz zalogować.",
  loggedOut: "Wylogowano.",
  loggedOutEverywhere: "Wylogowano ze wszystkich urządzeń.",
  googleDisabled: "Logowanie przez Google nie jest skonfigurowane.",
  googleInvalid: "Logowanie przez Google nie powiodło się.",
  googleNeedsType:
    "Wybierz typ konta (organizator lub właściciel food trucka), aby dokończyć rejestrację przez Google.",
  accountNotFound: "Nie znaleziono konta.",
  bookingsChanged: "Twoje rezerwacje zmieniły się w trakcie usuwania konta. Sprawdź je i spróbuj ponownie.",
  accountDeleted: "Konto zostało usunięte. Dziękujemy za korzystanie z Foodtruck Marketplace.",
  deletionLinkSent:
    "Wysłaliśmy na Twój adres e-mail link potwierdzający usunięcie konta. Link jest ważny przez 30 minut.",
  badDeletionLink: "Link potwierdzający usunięcie konta jest nieprawidłowy, został już użyty lub wygasł.",
  deletionNeedsPassword: "Podaj hasło, aby potwierdzić usunięcie konta.",
  wrongDeletionPassword: "Hasło jest nieprawidłowe.",
  deletionNeedsLink:
    "To konto loguje się przez Google i nie ma hasła: potwierdź usunięcie linkiem, który wyślemy Ci e-mailem.",
  wrongPassword: "Obecne hasło jest nieprawidłowe.",
  noPassword:
    "To konto loguje się przez Google i nie ma hasła. Aby je ustawić, użyj opcji „Nie pamiętasz hasła?”.",
  samePassword: "Nowe hasło musi się różnić od obecnego.",
  passwordChanged: "Hasło zostało zmienione. Na innych urządzeniach zaloguj się nowym hasłem.",
  concurrentChange: "Hasło zostało w międzyczasie zmienione. Zaloguj się ponownie.",
} as const;
