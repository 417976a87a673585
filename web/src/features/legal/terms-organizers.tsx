/** Część II (§6–9): searching, requests and invitations, payments, an organizer's duties and cancelling. */
export function TermsForOrganizers() {
  return (
    <>
      <h2>Część II. Postanowienia dla Organizatorów</h2>
      <h3>§6. Wyszukiwanie food trucków</h3>
      <ol>
        <li>
          Organizator może bezpłatnie wyszukiwać food trucki, przeglądać Profile, Kalendarze dostępności i
          Opinie oraz kontaktować się z Właścicielami.
        </li>
        <li>
          Główne parametry decydujące o kolejności wyników wyszukiwania to dostępność food trucka w wybranym
          terminie, zgodność z kryteriami wyszukiwania (w szczególności lokalizacją i rodzajem kuchni) oraz
          średnia ocena z Opinii.
        </li>
        <li>
          Właściciele są przedsiębiorcami. Umowy Stron zawierane przez Organizatorów będących konsumentami
          podlegają przepisom o ochronie konsumentów w zakresie wskazanym w §21.
        </li>
      </ol>
      <h3>§7. Rezerwacje, Zaproszenia i zawarcie Umowy Stron</h3>
      <ol>
        <li>
          Organizator składa Rezerwację lub wysyła Zaproszenie, podając dane Wydarzenia: miejsce, datę i
          godziny rozpoczęcia i zakończenia, przewidywaną liczbę gości, Koszt wydarzenia oraz inne istotne
          wymagania.
        </li>
        <li>
          Złożenie Rezerwacji nie jest wiążące dla Właściciela. Umowa Stron zostaje zawarta dopiero z chwilą
          potwierdzenia Rezerwacji lub przyjęcia Zaproszenia przez Właściciela w Serwisie. Do tej chwili
          Organizator może wycofać Rezerwację, a Właściciel może ją odrzucić.
        </li>
        <li>
          Treść Umowy Stron wyznaczają dane Rezerwacji potwierdzonej oraz ustalenia Stron poczynione na
          czacie. Po potwierdzeniu Rezerwacji każda ze Stron otrzymuje dane kontaktowe drugiej Strony.
        </li>
      </ol>
      <h3>§8. Płatności, Zaliczki i Opłaty gwarancyjne</h3>
      <ol>
        <li>
          Korzystanie z Serwisu jest dla Organizatora bezpłatne – Organizator nie płaci Operatorowi żadnych
          opłat ani prowizji.
        </li>
        <li>
          Należności na rzecz Właściciela, w tym Zaliczkę, Organizator uiszcza bezpośrednio Właścicielowi za
          pośrednictwem Stripe – kartą płatniczą, BLIK lub Przelewy24.
        </li>
        <li>
          Jeżeli Koszt wydarzenia wynosi 0 zł, Właściciel może zażądać Zaliczki w wysokości i terminie
          wskazanych w Serwisie.
        </li>
        <li>
          Jeżeli Koszt wydarzenia jest wyższy niż 0 zł, Organizator może zażądać od Właściciela Opłaty
          gwarancyjnej, zabezpieczającej wykonanie Rezerwacji potwierdzonej. Zasady zwolnienia i zwrotu
          środków określa §16.
        </li>
      </ol>
      <h3>§9. Obowiązki Organizatora i odwołanie Rezerwacji</h3>
      <ol>
        <li>
          Organizator podaje rzetelne informacje o Wydarzeniu, zapewnia uzgodnione warunki (w szczególności
          dojazd i miejsce dla food trucka), uzyskuje wymagane zgody na organizację Wydarzenia i niezwłocznie
          informuje Właściciela o zmianach.
        </li>
        <li>
          Organizator może odwołać Rezerwację potwierdzoną w Serwisie wyłącznie wtedy, gdy do rozpoczęcia
          Wydarzenia pozostało więcej niż 336 godzin (14 dni) i nie została jeszcze zapłacona Zaliczka ani
          Opłata gwarancyjna. Po upływie tego terminu lub po zapłacie odwołanie nie jest możliwe, a sporne
          sprawy rozstrzyga się w trybie Zgłoszenia problemu.
        </li>
        <li>Wielokrotne odwoływanie Rezerwacji potwierdzonych może skutkować zawieszeniem Konta (§19).</li>
      </ol>
    </>
  );
}
