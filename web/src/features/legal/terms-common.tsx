import { OPERATOR } from "../../lib/operator";

/** Część IV (§15–23): chat and calls, releasing money and problems, reviews, invoices, suspension, complaints, consumers, changes, final provisions. */
export function TermsCommon() {
  return (
    <>
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
    </>
  );
}
