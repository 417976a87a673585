import { OPERATOR } from "../../lib/operator";

/** Część I (§1–5): the operator, definitions, its role, accounts and the rules of use. */
export function TermsGeneral() {
  return (
    <>
      <h2>Część I. Postanowienia ogólne</h2>
      <h3>§1. Operator Serwisu</h3>
      <ol>
        <li>
          Serwis internetowy {OPERATOR.brand} (dalej: „Serwis”) prowadzi {OPERATOR.legalName} z siedzibą pod
          adresem {OPERATOR.address}, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego pod
          numerem KRS {OPERATOR.krs}, NIP {OPERATOR.nip} (dalej: „Operator”).
        </li>
        <li>
          Z Operatorem można kontaktować się pod adresem e-mail {OPERATOR.contactEmail}, a w sprawach ochrony
          danych osobowych – {OPERATOR.privacyEmail}. Pierwszy z tych adresów jest także punktem kontaktowym w
          rozumieniu aktu o usługach cyfrowych (DSA); komunikacja odbywa się po polsku.
        </li>
        <li>
          Regulamin jest regulaminem, o którym mowa w art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu
          usług drogą elektroniczną. Jest udostępniany nieodpłatnie w Serwisie w sposób umożliwiający jego
          pozyskanie, odtwarzanie i utrwalenie.
        </li>
      </ol>
      <h3>§2. Definicje</h3>
      <p>Użyte w Regulaminie pojęcia oznaczają:</p>
      <ol>
        <li>
          <strong>Administrator</strong> – osoba zarządzająca Serwisem w imieniu Operatora.
        </li>
        <li>
          <strong>Użytkownik</strong> – pełnoletnia osoba fizyczna mająca pełną zdolność do czynności
          prawnych, osoba prawna lub jednostka organizacyjna, której ustawa przyznaje zdolność prawną,
          posiadająca Konto.
        </li>
        <li>
          <strong>Konto</strong> – indywidualny panel Użytkownika w Serwisie, prowadzony jako konto
          Organizatora albo konto Właściciela.
        </li>
        <li>
          <strong>Organizator</strong> – Użytkownik, który za pośrednictwem Serwisu wyszukuje food trucki i
          rezerwuje je na Wydarzenia.
        </li>
        <li>
          <strong>Właściciel</strong> – Użytkownik będący przedsiębiorcą, który świadczy usługi gastronomiczne
          z food trucka i publikuje w Serwisie Profil.
        </li>
        <li>
          <strong>Profil</strong> – prezentacja food trucka w Serwisie obejmująca w szczególności opis,
          zdjęcia, menu i kalendarz terminów dostępności (Kalendarz dostępności).
        </li>
        <li>
          <strong>Wydarzenie</strong> – impreza, na której food truck ma świadczyć usługi, określona w
          szczególności miejscem oraz datą i godziną rozpoczęcia i zakończenia.
        </li>
        <li>
          <strong>Rezerwacja</strong> – złożone w Serwisie zapytanie Organizatora o udział food trucka w
          Wydarzeniu albo skierowane do Właściciela zaproszenie do udziału w Wydarzeniu (Zaproszenie);{" "}
          <strong>Rezerwacja potwierdzona</strong> – Rezerwacja potwierdzona lub przyjęta przez Właściciela
          zgodnie z §7.
        </li>
        <li>
          <strong>Umowa Stron</strong> – umowa dotycząca udziału food trucka w Wydarzeniu, zawierana
          bezpośrednio między Organizatorem a Właścicielem (Stronami).
        </li>
        <li>
          <strong>Koszt wydarzenia</strong> – ustalona w Rezerwacji kwota związana z udziałem food trucka w
          Wydarzeniu; może wynosić 0 zł.
        </li>
        <li>
          <strong>Zaliczka</strong> – kwota, której zapłaty od Organizatora może zażądać Właściciel, gdy Koszt
          wydarzenia wynosi 0 zł.
        </li>
        <li>
          <strong>Opłata gwarancyjna</strong> – kwota, której zapłaty od Właściciela może zażądać Organizator,
          gdy Koszt wydarzenia jest wyższy niż 0 zł.
        </li>
        <li>
          <strong>Zgłoszenie problemu</strong> – składane w Serwisie zgłoszenie nieprawidłowości związanej z
          Rezerwacją, rozpatrywane przez Administratora.
        </li>
        <li>
          <strong>Cennik</strong> – udostępniany w Serwisie cennik dla Właścicieli, określający wysokość i
          sposób rozliczania prowizji Operatora.
        </li>
      </ol>
      <h3>§3. Rola Operatora</h3>
      <ol>
        <li>
          Operator udostępnia Serwis jako platformę umożliwiającą Organizatorom i Właścicielom nawiązanie
          kontaktu i zawieranie Umów Stron. Operator działa wyłącznie jako pośrednik: nie jest stroną Umów
          Stron, nie świadczy usług gastronomicznych i nie organizuje Wydarzeń.
        </li>
        <li>
          Za wykonanie Umowy Stron, w tym za jakość i bezpieczeństwo żywności, posiadanie wymaganych zezwoleń
          oraz organizację Wydarzenia, odpowiadają wyłącznie Strony.
        </li>
        <li>
          Płatności z tytułu Umów Stron, w tym Zaliczki i Opłaty gwarancyjne, są realizowane bezpośrednio
          między Stronami za pośrednictwem dostawcy usług płatniczych Stripe (kartą, BLIK lub Przelewy24), na
          jego warunkach. Operator nie jest stroną tych płatności.
        </li>
        <li>
          Organizatorzy nie uiszczają na rzecz Operatora żadnych opłat. Jedynym wynagrodzeniem Operatora jest
          prowizja pobierana od Właścicieli zgodnie z §12.
        </li>
        <li>
          Operator nie weryfikuje wszystkich treści zamieszczanych przez Użytkowników; odpowiedzialność za nie
          ponosi Użytkownik, który je zamieścił.
        </li>
        <li>
          Operator dba o nieprzerwane działanie Serwisu, zastrzegając możliwość przerw technicznych. Wobec
          Użytkowników niebędących konsumentami Operator odpowiada wyłącznie za szkody wyrządzone umyślnie lub
          przez rażące niedbalstwo.
        </li>
      </ol>
      <h3>§4. Konto i wymagania techniczne</h3>
      <ol>
        <li>
          Do korzystania z Serwisu niezbędne są: urządzenie z dostępem do internetu, aktualna przeglądarka
          internetowa z włączoną obsługą JavaScript i pamięci lokalnej (localStorage) oraz aktywny adres
          e-mail. Do połączeń głosowych potrzebny jest mikrofon i zgoda przeglądarki na jego użycie.
        </li>
        <li>
          Konto zakłada się przez formularz rejestracyjny lub logowanie kontem Google, wybierając rolę
          Organizatora albo Właściciela i akceptując Regulamin. Z chwilą założenia Konta zostaje zawarta z
          Operatorem umowa o świadczenie usług drogą elektroniczną na czas nieoznaczony.
        </li>
        <li>
          Użytkownik podaje dane prawdziwe i aktualne, nie udostępnia Konta osobom trzecim i chroni dane
          dostępowe. Na współdzielonych urządzeniach należy wylogować się po zakończeniu korzystania z
          Serwisu.
        </li>
        <li>
          Użytkownik może w każdej chwili usunąć Konto, co oznacza rozwiązanie umowy z Operatorem. Usunięcie
          Konta nie zwalnia z obowiązków wynikających z Rezerwacji potwierdzonych.
        </li>
        <li>
          Korzystanie z usług drogą elektroniczną wiąże się z typowymi zagrożeniami, takimi jak złośliwe
          oprogramowanie, wyłudzanie danych (phishing) czy przejęcie Konta. Operator nigdy nie prosi o podanie
          hasła ani danych karty w wiadomości e-mail lub na czacie.
        </li>
      </ol>
      <h3>§5. Zasady korzystania i treści Użytkowników</h3>
      <ol>
        <li>
          Zabronione jest zamieszczanie treści bezprawnych, obraźliwych, wprowadzających w błąd lub
          naruszających prawa osób trzecich, wysyłanie niezamówionych informacji handlowych oraz działania
          zakłócające funkcjonowanie Serwisu.
        </li>
        <li>
          Zamieszczając treści (w tym zdjęcia i opisy), Użytkownik udziela Operatorowi nieodpłatnej,
          niewyłącznej licencji na ich wyświetlanie w Serwisie przez czas ich publikacji, w zakresie
          niezbędnym do świadczenia usług.
        </li>
        <li>
          Każda osoba może zgłosić treść, którą uważa za nielegalną lub sprzeczną z Regulaminem, na adres{" "}
          {OPERATOR.contactEmail}, wskazując jej lokalizację i uzasadnienie. Operator rozpatruje zgłoszenie
          bez zbędnej zwłoki i informuje o podjętej decyzji wraz z jej uzasadnieniem.
        </li>
      </ol>
    </>
  );
}
