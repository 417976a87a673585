import { Link } from "@tanstack/react-router";
import { OPERATOR } from "../../lib/operator";
import "./legal.css";

export function PrivacyContent() {
  return (
    <article className="legal">
      <h1>Polityka prywatności serwisu {OPERATOR.brand}</h1>
      <p className="legal-updated">Ostatnia aktualizacja: 29.11.2026</p>
      <p>
        Niniejsza Polityka prywatności wyjaśnia, jakie dane osobowe przetwarzamy w związku z korzystaniem z
        serwisu {OPERATOR.brand} (dalej: „Serwis”), w jakich celach i na jakich podstawach oraz jakie prawa Ci
        przysługują. Dane przetwarzamy zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679
        z dnia 27 kwietnia 2016 r. (dalej: „RODO”). Pojęcia pisane wielką literą mają znaczenie nadane im w{" "}
        <Link to="/regulamin">Regulaminie</Link>.
      </p>

      <h2>1. Administrator danych</h2>
      <p>
        Administratorem Twoich danych osobowych jest {OPERATOR.legalName} z siedzibą pod adresem{" "}
        {OPERATOR.address}, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego pod numerem KRS{" "}
        {OPERATOR.krs}, NIP {OPERATOR.nip} (dalej: „Operator” lub „my”).
      </p>

      <h2>2. Kontakt w sprawach ochrony danych</h2>
      <p>
        We wszystkich sprawach dotyczących przetwarzania danych osobowych, w tym w celu skorzystania z
        przysługujących Ci praw, możesz skontaktować się z nami pod adresem e-mail {OPERATOR.privacyEmail} lub
        pisemnie na adres siedziby Operatora.
      </p>

      <h2>3. Jakie dane przetwarzamy</h2>
      <ul>
        <li>
          <strong>Dane Konta</strong> – imię i nazwisko, adres e-mail, numer telefonu i rola w Serwisie, a w
          razie logowania kontem Google także identyfikator konta Google oraz przekazane przez Google imię,
          nazwisko i adres e-mail.
        </li>
        <li>
          <strong>Dane firmowe Właścicieli</strong> – firma, NIP, adres prowadzenia działalności oraz dane
          potrzebne do wystawiania faktur.
        </li>
        <li>
          <strong>Dane Profilu</strong> – opis food trucka, zdjęcia, menu, obszar działania i Kalendarz
          dostępności oraz Opinie.
        </li>
        <li>
          <strong>Dane Rezerwacji i Wydarzeń</strong> – miejsce, termin, przewidywana liczba gości, Koszt
          wydarzenia, status Rezerwacji, Zaliczki i Opłaty gwarancyjne, Zgłoszenia problemów oraz przesłane
          faktury.
        </li>
        <li>
          <strong>Wiadomości na czacie</strong> – treść wiadomości wymienianych między Użytkownikami wraz z
          datą i godziną ich wysłania.
        </li>
        <li>
          <strong>Metadane połączeń głosowych</strong> – uczestnicy, czas rozpoczęcia, czas trwania i status
          połączenia. Nie nagrywamy treści rozmów.
        </li>
        <li>
          <strong>Dane płatnicze</strong> – płatności obsługuje Stripe. Otrzymujemy od Stripe jedynie
          informacje o kwocie, statusie i identyfikatorze transakcji oraz rodzaju metody płatności; pełne dane
          karty nie trafiają do Operatora.
        </li>
        <li>
          <strong>Dane techniczne</strong> – adres IP, typ przeglądarki i urządzenia, znaczniki czasu, logi
          serwera i zdarzeń bezpieczeństwa oraz dane subskrypcji powiadomień push.
        </li>
        <li>
          <strong>Korespondencja</strong> – treść reklamacji, zgłoszeń i innych wiadomości kierowanych do
          Operatora.
        </li>
      </ul>

      <h2>4. Cele i podstawy prawne przetwarzania</h2>
      <ul>
        <li>
          Założenie i prowadzenie Konta oraz świadczenie usług Serwisu, w tym publikacja Profili i Opinii,
          obsługa Rezerwacji, czatu, połączeń głosowych i przesyłania faktur – art. 6 ust. 1 lit. b RODO
          (wykonanie umowy).
        </li>
        <li>
          Obsługa płatności, Zaliczek i Opłat gwarancyjnych oraz rozliczanie prowizji Właścicieli – art. 6
          ust. 1 lit. b RODO.
        </li>
        <li>
          Wystawianie faktur, prowadzenie dokumentacji księgowej i podatkowej oraz wykonywanie innych
          obowiązków prawnych, w tym obowiązków dostawcy platformy internetowej wynikających z aktu o usługach
          cyfrowych i – w zakresie, w jakim mają zastosowanie – obowiązków sprawozdawczych wobec Szefa
          Krajowej Administracji Skarbowej – art. 6 ust. 1 lit. c RODO.
        </li>
        <li>
          Rozpatrywanie Zgłoszeń problemów, reklamacji i odwołań od zawieszenia lub zablokowania Konta – art.
          6 ust. 1 lit. b RODO, a w zakresie wykraczającym poza umowę – art. 6 ust. 1 lit. f RODO (nasz
          prawnie uzasadniony interes).
        </li>
        <li>
          Zapewnienie bezpieczeństwa Serwisu, zapobieganie nadużyciom i egzekwowanie Regulaminu – art. 6 ust.
          1 lit. f RODO.
        </li>
        <li>Ustalenie, dochodzenie lub obrona roszczeń – art. 6 ust. 1 lit. f RODO.</li>
        <li>Odpowiadanie na wiadomości kierowane do Operatora – art. 6 ust. 1 lit. f RODO.</li>
        <li>
          Wysyłanie powiadomień push – art. 6 ust. 1 lit. a RODO (zgoda), którą możesz w każdej chwili cofnąć.
        </li>
      </ul>

      <h2>5. Skąd pozyskujemy dane</h2>
      <p>
        Większość danych podajesz nam samodzielnie. Jeżeli logujesz się kontem Google, otrzymujemy od Google
        podstawowe dane Twojego konta. Dane dotyczące Rezerwacji mogą pochodzić również od drugiej Strony, a
        informacje o statusie płatności – od Stripe.
      </p>

      <h2>6. Odbiorcy danych</h2>
      <p>Twoje dane mogą otrzymać wyłącznie podmioty, które potrzebują ich do świadczenia usług Serwisu:</p>
      <ul>
        <li>
          <strong>Cloudflare, Inc.</strong> – hosting Serwisu, przechowywanie danych i ochrona przed atakami.
        </li>
        <li>
          <strong>Stripe</strong> (Stripe Payments Europe, Limited i podmioty z jej grupy) – obsługa płatności
          kartą, BLIK i Przelewy24 oraz kont Właścicieli w Stripe Connect. W zakresie weryfikacji tożsamości i
          wykonywania transakcji Stripe działa jako odrębny administrator danych.
        </li>
        <li>
          <strong>Twilio Inc.</strong> – zestawianie połączeń głosowych w przeglądarce.
        </li>
        <li>
          <strong>Google</strong> (Google Ireland Limited) – logowanie kontem Google, jeżeli z niego
          korzystasz.
        </li>
        <li>
          <strong>Dostawca usługi poczty elektronicznej</strong> – wysyłka wiadomości e-mail związanych z
          Kontem i Rezerwacjami.
        </li>
        <li>
          <strong>Dostawca usługi powiadomień Twojej przeglądarki</strong> – doręczanie powiadomień push,
          jeżeli zgoda na nie została wyrażona.
        </li>
        <li>
          <strong>Druga Strona Rezerwacji</strong> – po potwierdzeniu Rezerwacji druga Strona otrzymuje Twoje
          dane kontaktowe (imię i nazwisko, adres e-mail, numer telefonu) oraz dane Rezerwacji. Profile
          Właścicieli i Opinie są publicznie dostępne w Serwisie.
        </li>
        <li>
          <strong>Inne podmioty</strong> – podmioty świadczące nam usługi księgowe i prawne oraz organy
          publiczne, jeżeli obowiązek przekazania danych wynika z przepisów prawa.
        </li>
      </ul>
      <p>
        Podmioty przetwarzające dane w naszym imieniu działają na podstawie umów powierzenia przetwarzania
        danych i wyłącznie zgodnie z naszymi poleceniami.
      </p>

      <h2>7. Przekazywanie danych poza Europejski Obszar Gospodarczy</h2>
      <p>
        Niektórzy z naszych dostawców (w szczególności Cloudflare, Stripe, Twilio i Google) mogą przetwarzać
        dane poza Europejskim Obszarem Gospodarczym, w tym w Stanach Zjednoczonych. W takim przypadku
        przekazanie odbywa się na podstawie standardowych klauzul umownych przyjętych przez Komisję Europejską
        (art. 46 ust. 2 lit. c RODO), a w przypadku odbiorców certyfikowanych w ramach EU-U.S. Data Privacy
        Framework – także na podstawie decyzji Komisji stwierdzającej odpowiedni stopień ochrony (art. 45
        RODO). Kopię stosowanych zabezpieczeń możesz uzyskać, pisząc na adres {OPERATOR.privacyEmail}.
      </p>

      <h2>8. Okres przechowywania danych</h2>
      <ul>
        <li>
          Dane Konta i Profilu – przez czas posiadania Konta, a po jego usunięciu do upływu terminu
          przedawnienia roszczeń (co do zasady 6 lat, a dla roszczeń związanych z działalnością gospodarczą –
          3 lata).
        </li>
        <li>
          Dane Rezerwacji, wiadomości na czacie, Zgłoszenia problemów i reklamacje – przez czas posiadania
          Konta, a po jego usunięciu do upływu terminu przedawnienia roszczeń związanych z Rezerwacją.
        </li>
        <li>
          Faktury i dokumenty rozliczeniowe – przez 5 lat od końca roku kalendarzowego, w którym upłynął
          termin płatności podatku.
        </li>
        <li>
          Metadane połączeń głosowych oraz logi techniczne – nie dłużej niż 12 miesięcy, chyba że są potrzebne
          do wyjaśnienia incydentu bezpieczeństwa lub rozpatrzenia Zgłoszenia problemu.
        </li>
        <li>Dane przetwarzane na podstawie zgody – do czasu jej cofnięcia.</li>
      </ul>

      <h2>9. Twoje prawa</h2>
      <p>W związku z przetwarzaniem danych przysługuje Ci prawo do:</p>
      <ul>
        <li>dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO),</li>
        <li>sprostowania danych (art. 16 RODO),</li>
        <li>usunięcia danych (art. 17 RODO),</li>
        <li>ograniczenia przetwarzania (art. 18 RODO),</li>
        <li>przenoszenia danych (art. 20 RODO),</li>
        <li>
          wniesienia sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21
          RODO),
        </li>
        <li>
          cofnięcia zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania dokonanego przed
          jej cofnięciem,
        </li>
        <li>
          wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa), jeżeli
          uważasz, że przetwarzamy Twoje dane niezgodnie z prawem.
        </li>
      </ul>
      <p>
        Kopię swoich danych pobierzesz sam, w każdej chwili: zaloguj się, otwórz{" "}
        <Link to="/my-account" hash="moje-dane">
          Moje konto
        </Link>{" "}
        i wybierz „Pobierz moje dane”. Dostaniesz jeden plik JSON ze wszystkim, co o Tobie przechowujemy (dane
        konta i firmy, profile food trucków ze zdjęciami, kalendarze, rezerwacje, wydarzenia, wiadomości,
        opinie, płatności i wpisy dziennika zmian) – to realizacja prawa dostępu (art. 15 RODO) i prawa do
        przenoszenia danych (art. 20 RODO) w formacie, który odczyta każdy program.
      </p>
      <p>
        Aby skorzystać z pozostałych praw, napisz na adres {OPERATOR.privacyEmail}. Odpowiemy bez zbędnej
        zwłoki, nie później niż w ciągu miesiąca; w szczególnie skomplikowanych sprawach termin ten może
        zostać przedłużony o kolejne dwa miesiące, o czym Cię poinformujemy.
      </p>

      <h2>10. Dobrowolność podania danych</h2>
      <p>
        Podanie danych jest dobrowolne, lecz niezbędne do założenia Konta i korzystania z Serwisu. Bez danych
        firmowych nie jest możliwe prowadzenie Konta Właściciela. Nie podejmujemy wobec Ciebie decyzji
        opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu, które wywoływałyby skutki
        prawne. Serwis nie jest przeznaczony dla osób poniżej 18 roku życia.
      </p>

      <h2>11. Pliki cookies, pamięć lokalna i powiadomienia</h2>
      <ul>
        <li>
          Po zalogowaniu Serwis zapisuje token sesji w pamięci lokalnej przeglądarki (localStorage). Jest on
          niezbędny do utrzymania zalogowania, dlatego nie wymaga zgody. Token jest usuwany po wylogowaniu;
          możesz go też usunąć, czyszcząc dane witryny w ustawieniach przeglądarki.
        </li>
        <li>
          Serwis nie wykorzystuje plików cookies ani innych technologii śledzących w celach reklamowych.
        </li>
        <li>
          Stripe (podczas płatności) i Google (podczas logowania kontem Google) mogą stosować własne pliki
          cookies, niezbędne m.in. do zapobiegania oszustwom; zasady ich stosowania określają polityki
          prywatności tych podmiotów.
        </li>
        <li>
          Skrypt działający w tle przeglądarki (service worker), służący do obsługi powiadomień push,
          rejestrujemy wyłącznie po wyrażeniu przez Ciebie zgody w przeglądarce. Zgodę możesz w każdej chwili
          cofnąć w ustawieniach przeglądarki.
        </li>
      </ul>

      <h2>12. Bezpieczeństwo danych</h2>
      <p>
        Stosujemy odpowiednie środki techniczne i organizacyjne, w tym szyfrowanie połączeń (HTTPS), kontrolę
        dostępu opartą na rolach oraz ograniczenie dostępu administratorów Serwisu do danych niezbędnych do
        wykonywania ich zadań. Dane kart płatniczych przetwarza wyłącznie Stripe, zgodnie ze standardem PCI
        DSS. Ponieważ token sesji jest przechowywany w przeglądarce, na współdzielonych urządzeniach zawsze
        wylogowuj się po zakończeniu korzystania z Serwisu.
      </p>

      <h2>13. Zmiany Polityki prywatności</h2>
      <p>
        Polityka prywatności może być aktualizowana, w szczególności w razie zmiany przepisów lub funkcji
        Serwisu. O istotnych zmianach poinformujemy w Serwisie lub e-mailem. Aktualna wersja wraz z datą
        ostatniej aktualizacji jest zawsze dostępna na tej stronie.
      </p>
    </article>
  );
}
