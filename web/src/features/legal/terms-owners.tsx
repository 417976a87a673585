import { OPERATOR } from "../../lib/operator";

/** Część III (§10–14): owner accounts, profiles and calendars, commission, packaging, deposits and cancelling. */
export function TermsForOwners() {
  return (
    <>
      <h2>Część III. Postanowienia dla Właścicieli food trucków</h2>
      <h3>§10. Warunki prowadzenia Konta Właściciela</h3>
      <ol>
        <li>
          Konto Właściciela może prowadzić wyłącznie przedsiębiorca, który podaje firmę, NIP i adres, posiada
          wymagane prawem zezwolenia (w szczególności zatwierdzenie lub rejestrację zakładu przez organ
          Państwowej Inspekcji Sanitarnej) i na żądanie Operatora przedstawia potwierdzające je dokumenty.
        </li>
        <li>
          Właściciel samodzielnie odpowiada za rozliczenia podatkowe, ewidencję sprzedaży oraz przestrzeganie
          przepisów sanitarnych, przeciwpożarowych i dotyczących bezpieczeństwa żywności.
        </li>
        <li>
          Do przyjmowania płatności Właściciel zakłada konto połączone w Stripe (Stripe Connect), przechodzi
          weryfikację wymaganą przez Stripe i akceptuje jego warunki.
        </li>
      </ol>
      <h3>§11. Profil, Kalendarz dostępności i przyjmowanie Rezerwacji</h3>
      <ol>
        <li>
          Właściciel zamieszcza w Profilu prawdziwe informacje i zdjęcia, do których przysługują mu prawa,
          oraz na bieżąco aktualizuje Kalendarz dostępności. Operator może ukryć Profil naruszający prawo lub
          Regulamin, informując Właściciela o przyczynach.
        </li>
        <li>
          Właściciel rozpatruje Rezerwacje i Zaproszenia bez zbędnej zwłoki, potwierdzając je albo odrzucając
          w Serwisie.
        </li>
        <li>
          Potwierdzenie Rezerwacji lub przyjęcie Zaproszenia oznacza zawarcie wiążącej Umowy Stron. Właściciel
          zobowiązuje się stawić food truckiem w miejscu i czasie Wydarzenia i świadczyć usługi zgodnie z
          Rezerwacją potwierdzoną.
        </li>
      </ol>
      <h3>§12. Prowizja i Cennik</h3>
      <ol>
        <li>
          Za każdą Rezerwację potwierdzoną Operator pobiera od Właściciela prowizję w wysokości określonej w
          Cenniku obowiązującym w dniu potwierdzenia Rezerwacji. Sposób pobrania prowizji, w tym jej
          rozliczenie w razie odwołania Rezerwacji, określa Cennik.
        </li>
        <li>Operator wystawia Właścicielowi faktury dokumentujące pobraną prowizję.</li>
        <li>
          O zmianie Cennika Operator informuje Właścicieli co najmniej 15 dni przed jej wejściem w życie.
          Zmiana nie dotyczy Rezerwacji potwierdzonych przed tą datą.
        </li>
      </ol>
      <h3>§13. Opakowania jednorazowe</h3>
      <ol>
        <li>
          W celu zapewnienia jednolitego standardu obsługi Wydarzeń Właściciel zobowiązuje się nabywać
          jednorazowe opakowania i naczynia wykorzystywane podczas Wydarzeń zarezerwowanych w Serwisie w
          sklepie wskazanym przez Operatora: {OPERATOR.packagingShop.name}, dostępnym pod adresem{" "}
          <a href={OPERATOR.packagingShop.url} target="_blank" rel="noopener noreferrer">
            {OPERATOR.packagingShop.url}
          </a>
          .
        </li>
        <li>
          Umowy sprzedaży opakowań zawierane są między Właścicielem a sklepem, na warunkach sklepu. Operator
          nie jest ich stroną.
        </li>
      </ol>
      <h3>§14. Zaliczki, Opłaty gwarancyjne i odwołanie Rezerwacji</h3>
      <ol>
        <li>
          Jeżeli Koszt wydarzenia wynosi 0 zł, Właściciel może zażądać od Organizatora Zaliczki. Jeżeli Koszt
          wydarzenia jest wyższy niż 0 zł, Organizator może zażądać od Właściciela Opłaty gwarancyjnej, którą
          Właściciel uiszcza przez Stripe w terminie wskazanym w Serwisie. Zasady zwolnienia i zwrotu środków
          określa §16.
        </li>
        <li>
          Właściciel może odwołać Rezerwację potwierdzoną w Serwisie wyłącznie wtedy, gdy do rozpoczęcia
          Wydarzenia pozostało więcej niż 336 godzin (14 dni) i nie została jeszcze zapłacona Zaliczka ani
          Opłata gwarancyjna. Po upływie tego terminu lub po zapłacie odwołanie nie jest możliwe.
        </li>
        <li>Wielokrotne odwoływanie Rezerwacji potwierdzonych może skutkować zawieszeniem Konta (§19).</li>
      </ol>
    </>
  );
}
