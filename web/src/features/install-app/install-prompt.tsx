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
      <img className="install-prompt__icon" src="/icons/icon-192.png" alt="" width={48} height={48} />
      <div className="install-prompt__text">
        <h2 id={titleId} className="section-title">
          {TEXTS.title}
        </h2>
        <p className="muted">
          {TEXTS.why} {offer.kind === "ios" && TEXTS.ios}
        </p>
      </div>
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
