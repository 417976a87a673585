import { useEffect, useState } from "react";
import { TruckIcon } from "./truck-card";

/** SPEC.md §2 and §9: once per browser session, 8 s after the home page loads, visible for 10 s. */
export const SOCIAL_PROOF_DELAY_MS = 8_000;
export const SOCIAL_PROOF_VISIBLE_MS = 10_000;
export const SOCIAL_PROOF_SESSION_KEY = "socialProofShown";
export const SOCIAL_PROOF_CITIES = [
  "Warszawa",
  "Kraków",
  "Gdańsk",
  "Poznań",
  "Wrocław",
  "Katowice",
  "Szczecin",
  "Łódź",
] as const;

export function socialProofText(city: string): string {
  return `Ktoś z miasta ${city} właśnie zarezerwował food trucka!`;
}

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SOCIAL_PROOF_SESSION_KEY) !== null;
  } catch {
    return true; // Storage blocked: better never than on every visit.
  }
}

function markShown() {
  try {
    sessionStorage.setItem(SOCIAL_PROOF_SESSION_KEY, "1");
  } catch {
    // Nothing to remember it in; alreadyShown() already answers true in that case.
  }
}

function randomCity(): string {
  return SOCIAL_PROOF_CITIES[Math.floor(Math.random() * SOCIAL_PROOF_CITIES.length)] ?? "Warszawa";
}

export function SocialProofPopup() {
  const [city, setCity] = useState<string | null>(null);

  useEffect(() => {
    if (alreadyShown()) return;
    let hideTimer: number | undefined;
    const showTimer = window.setTimeout(() => {
      if (alreadyShown()) return;
      markShown();
      setCity(randomCity());
      hideTimer = window.setTimeout(() => setCity(null), SOCIAL_PROOF_VISIBLE_MS);
    }, SOCIAL_PROOF_DELAY_MS);
    return () => {
      window.clearTimeout(showTimer);
      window.clearTimeout(hideTimer);
    };
  }, []);

  if (!city) return null;
  return (
    <div className="social-proof" role="status">
      <TruckIcon className="social-proof__icon" />
      <p className="social-proof__text">{socialProofText(city)}</p>
      <button
        type="button"
        className="social-proof__close"
        aria-label="Zamknij"
        onClick={() => setCity(null)}
      >
        {/* An icon rather than a "×" character, so the status text is the message alone. */}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
