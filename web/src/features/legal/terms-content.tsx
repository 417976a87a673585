import { Link } from "@tanstack/react-router";
import { OPERATOR } from "../../lib/operator";
import "./legal.css";

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

      <h2>Część IV. Postanowienia wspólne i końcowe</h2>
      <h3>§15. Czat i połączenia głosowe</h3>
      <ol>
        <li>
          Użytkownicy mogą komunikować się za pomocą czatu oraz połączeń głosowych w przeglądarce,
          realizowanych przy użyciu usług Twilio. Uzgodnienia dotyczące Rezerwacji należy utrwalać na czacie.
        </li>
        <li>
          Treść rozmów głosowych nie jest nagrywana; Operator przechowuje jedynie metadane połączeń.
          Administrator może zapoznać się z treścią czatu w zakresie niezbędnym do rozpatrzenia Zgłoszenia
          problemu, reklamacji lub zgłoszenia naruszenia.
        </li>
      </ol>
      <h3>§16. Zwolnienie środków i Zgłoszenia problemów</h3>
      <ol>
        <li>
          Zaliczka lub Opłata gwarancyjna zostaje zwolniona na rzecz jej odbiorcy po upływie 72 godzin od
          zakończenia Wydarzenia, chyba że w tym czasie zostanie złożone Zgłoszenie problemu.
        </li>
        <li>
          Każda ze Stron może złożyć Zgłoszenie problemu w Serwisie, opisując nieprawidłowość i dołączając
          dostępne dowody. Złożenie Zgłoszenia problemu wstrzymuje automatyczne rozliczenie środków.
        </li>
        <li>
          Zgłoszenie problemu rozpatruje Administrator, który może zażądać od Stron wyjaśnień, a następnie
          decyduje o zwrocie środków płacącemu albo o ich zwolnieniu na rzecz odbiorcy. Decyzja jest
          przekazywana Stronom wraz z uzasadnieniem.
        </li>
        <li>
          Decyzja Administratora dotyczy wyłącznie rozliczenia środków w Serwisie i nie pozbawia Stron prawa
          dochodzenia roszczeń przed sądem.
        </li>
      </ol>
      <h3>§17. Opinie</h3>
      <ol>
        <li>
          Opinię w skali od 1 do 5 gwiazdek, z opcjonalnym komentarzem, może wystawić wyłącznie Strona
          Rezerwacji potwierdzonej, po zakończeniu Wydarzenia – jedną do każdej Rezerwacji. Dzięki temu Opinie
          pochodzą wyłącznie od uczestników rzeczywiście zrealizowanych Rezerwacji.
        </li>
        <li>
          Opinia powinna być rzetelna i dotyczyć przebiegu Rezerwacji. Operator usuwa Opinie naruszające prawo
          lub Regulamin, nie usuwa natomiast Opinii wyłącznie z powodu niskiej oceny.
        </li>
      </ol>
      <h3>§18. Faktury</h3>
      <p>
        Użytkownicy mogą udostępniać sobie w Serwisie faktury dotyczące Rezerwacji, przesyłając je w formacie
        PDF. Za treść i prawidłowość faktury odpowiada jej wystawca; Operator nie weryfikuje przesłanych
        faktur.
      </p>
      <h3>§19. Zawieszenie i blokowanie Kont</h3>
      <ol>
        <li>
          Administrator może zawiesić lub zablokować Konto w razie rażącego lub uporczywego naruszania
          Regulaminu lub prawa, podania nieprawdziwych danych, działań na szkodę innych Użytkowników albo
          wielokrotnego odwoływania Rezerwacji potwierdzonych.
        </li>
        <li>
          O zawieszeniu lub zablokowaniu Konta Użytkownik jest informowany e-mailem wraz z uzasadnieniem. Może
          się od tej decyzji odwołać w trybie reklamacji.
        </li>
        <li>
          Zawieszenie lub zablokowanie Konta nie wpływa na obowiązki wynikające z Rezerwacji potwierdzonych
          ani na rozliczenie należnych środków.
        </li>
      </ol>
      <h3>§20. Reklamacje</h3>
      <ol>
        <li>
          Reklamacje dotyczące działania Serwisu można składać na adres {OPERATOR.contactEmail}, podając dane
          pozwalające zidentyfikować Konto, opis problemu i oczekiwany sposób jego rozwiązania.
        </li>
        <li>
          Operator rozpatruje reklamację w terminie 14 dni od jej otrzymania i przesyła odpowiedź na adres
          e-mail Użytkownika.
        </li>
        <li>
          Reklamacje dotyczące wykonania Umowy Stron Użytkownicy kierują do drugiej Strony; w sprawach
          rozliczenia środków służy Zgłoszenie problemu.
        </li>
      </ol>
      <h3>§21. Prawa konsumentów</h3>
      <ol>
        <li>
          Postanowienia Regulaminu nie wyłączają ani nie ograniczają praw konsumentów przysługujących im na
          podstawie bezwzględnie obowiązujących przepisów prawa. Z ochrony tej korzysta także osoba fizyczna
          prowadząca działalność gospodarczą, gdy umowa nie ma dla niej charakteru zawodowego, w zakresie
          przewidzianym w przepisach Kodeksu cywilnego i ustawy o prawach konsumenta.
        </li>
        <li>
          Zgodnie z art. 38 ustawy z dnia 30 maja 2014 r. o prawach konsumenta konsumentowi nie przysługuje
          prawo odstąpienia od zawartej na odległość umowy o świadczenie usług gastronomicznych, jeżeli w
          umowie oznaczono dzień lub okres świadczenia usługi.
        </li>
        <li>
          Konsument może skorzystać z pozasądowych sposobów rozpatrywania reklamacji i dochodzenia roszczeń, w
          szczególności z pomocy miejskiego lub powiatowego rzecznika konsumentów albo wojewódzkiego
          inspektora Inspekcji Handlowej.
        </li>
      </ol>
      <h3>§22. Zmiany Regulaminu</h3>
      <ol>
        <li>
          Operator może zmienić Regulamin z ważnych przyczyn, w szczególności zmiany przepisów prawa, zmiany
          funkcji Serwisu lub zapobiegania nadużyciom.
        </li>
        <li>
          O zmianie Regulaminu Operator informuje Użytkowników w Serwisie i e-mailem co najmniej 15 dni przed
          jej wejściem w życie. Użytkownik, który nie akceptuje zmian, może przed tą datą usunąć Konto. Zmiany
          nie dotyczą Rezerwacji potwierdzonych wcześniej.
        </li>
      </ol>
      <h3>§23. Postanowienia końcowe</h3>
      <ol>
        <li>Regulamin podlega prawu polskiemu.</li>
        <li>
          Spory z Użytkownikami niebędącymi konsumentami rozstrzyga sąd właściwy dla siedziby Operatora. Spory
          z konsumentami rozstrzyga sąd właściwy zgodnie z przepisami ogólnymi.
        </li>
      </ol>
    </article>
  );
}
