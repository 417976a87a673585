import type { Mail } from "../adapters/mail";
import { type Recipient, renderEmail } from "./layout";

export function verificationEmail(user: Recipient, link: string): Mail {
  return renderEmail({
    to: user.email,
    subject: "Potwierdź swój adres e-mail – Foodtruck Marketplace",
    greetingName: user.firstName,
    paragraphs: [
      "Dziękujemy za rejestrację w Foodtruck Marketplace.",
      "Aby aktywować konto, potwierdź swój adres e-mail, klikając w poniższy link. Link jest ważny przez 7 dni.",
    ],
    action: { label: "Aktywuj konto", url: link },
    footnote: "Jeśli nie zakładasz konta w Foodtruck Marketplace, zignoruj tę wiadomość.",
  });
}

export function activationReminderEmail(user: Recipient, link: string): Mail {
  return renderEmail({
    to: user.email,
    subject: "Przypomnienie: aktywuj swoje konto – Foodtruck Marketplace",
    greetingName: user.firstName,
    paragraphs: [
      "Twoje konto w Foodtruck Marketplace nie zostało jeszcze aktywowane.",
      "Kliknij w poniższy link, aby potwierdzić adres e-mail i od razu się zalogować. Link jest ważny przez 7 dni.",
    ],
    action: { label: "Aktywuj konto i zaloguj się", url: link },
    footnote: "Jeśli nie zakładasz konta w Foodtruck Marketplace, zignoruj tę wiadomość.",
  });
}

export function passwordResetEmail(user: Recipient, link: string): Mail {
  return renderEmail({
    to: user.email,
    subject: "Resetowanie hasła – Foodtruck Marketplace",
    greetingName: user.firstName,
    paragraphs: [
      "Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta.",
      "Kliknij w poniższy link, aby ustawić nowe hasło. Link jest ważny przez 1 godzinę i można go użyć tylko raz.",
    ],
    action: { label: "Ustaw nowe hasło", url: link },
    footnote: "Jeśli to nie była Twoja prośba, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.",
  });
}

export function passwordChangedEmail(user: Recipient): Mail {
  return renderEmail({
    to: user.email,
    subject: "Twoje hasło zostało zmienione – Foodtruck Marketplace",
    greetingName: user.firstName,
    paragraphs: [
      "Hasło do Twojego konta zostało właśnie zmienione. Wszystkie inne sesje zostały wylogowane.",
      "Jeśli to nie była Twoja zmiana, natychmiast skorzystaj z opcji „Nie pamiętasz hasła?” na stronie logowania i skontaktuj się z nami.",
    ],
  });
}

export function loginLinkEmail(user: Recipient, link: string): Mail {
  return renderEmail({
    to: user.email,
    subject: "Link do logowania – Foodtruck Marketplace",
    greetingName: user.firstName,
    paragraphs: [
      "Otrzymaliśmy prośbę o link do logowania na Twoje konto.",
      "Kliknij w poniższy link, aby zalogować się bez hasła. Link jest ważny przez 30 minut i można go użyć tylko raz.",
    ],
    action: { label: "Zaloguj się", url: link },
    footnote:
      "Jeśli to nie była Twoja prośba, zignoruj tę wiadomość. Jeśli ktoś próbuje odgadnąć Twoje hasło, zmień je w ustawieniach konta.",
  });
}

export function accountDeletionEmail(user: Recipient, link: string): Mail {
  return renderEmail({
    to: user.email,
    subject: "Potwierdź usunięcie konta – Foodtruck Marketplace",
    greetingName: user.firstName,
    paragraphs: [
      "Otrzymaliśmy prośbę o usunięcie Twojego konta.",
      "Kliknij w poniższy link, aby potwierdzić. Usuniemy Twoje dane, profile i zdjęcia; rezerwacje, których potrzebuje druga strona, zostaną u niej z opisem „Użytkownik usunięty”. Link jest ważny przez 30 minut.",
    ],
    action: { label: "Potwierdź usunięcie konta", url: link },
    footnote: "Jeśli to nie była Twoja prośba, zignoruj tę wiadomość i zmień hasło.",
  });
}
