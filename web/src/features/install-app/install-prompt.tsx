import { useId } from "react";
import { rememberAnswer, useInstallOffer } from "./install-offer";
import "./install-prompt.css";

const TEXTS = {
  title: "Dodaj do ekranu głównego",
  why: "Panel otworzysz jednym stuknięciem, jak aplikację. Zapytania, rezerwacje i wiadomości z ostatniego połączenia zobaczysz także bez zasięgu.",
  ios: "W Safari stuknij „Udostępnij”, a potem „Do ekranu początkowego”.",
  install: "Dodaj do ekranu głównego",
  notNow: "Nie teraz",
  understood: "Rozumiem",
} as const;

/**
 * The dashboard's offer to install the app (install-offer.ts), once: any answer (installing, "Nie teraz",
 * the browser's own dialog closed) is remembered on this browser.
 */
export function InstallPrompt() {
  const offer = useInstallOffer();
  const titleId = useId();
  if (!offer) return null;

  async function install() {
    if (offer?.kind !== "prompt") return;
    // The browser's dialog answers for itself; installed or not, the offer has been made.
    await offer.offer.prompt().catch(() => undefined);
    rememberAnswer();
  }

  return (
    <section className="card install-prompt" aria-labelledby={titleId}>
      {/* The logo the app's shell keeps for offline use, as the home screen will show it. */}
      <img className="install-prompt__icon" src="/favicon.svg" alt="" width={48} height={48} />
      <h2 id={titleId} className="section-title install-prompt__title">
        {TEXTS.title}
      </h2>
      <p className="muted install-prompt__text">
        {TEXTS.why} {offer.kind === "ios" && TEXTS.ios}
      </p>
      <div className="install-prompt__actions">
        {offer.kind === "prompt" && (
          <button type="button" className="btn" onClick={() => void install()}>
            {TEXTS.install}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={rememberAnswer}>
          {offer.kind === "ios" ? TEXTS.understood : TEXTS.notNow}
        </button>
      </div>
    </section>
  );
}
