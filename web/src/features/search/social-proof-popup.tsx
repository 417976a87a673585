import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";
import { useFreeSpot } from "./social-proof-placement";
import { TruckIcon } from "./truck-card";
import "./social-proof.css";

/** SPEC.md §2 and §9: once per browser session, 8 s after the home page loads, visible for 10 s. */
export const SOCIAL_PROOF_DELAY_MS = 8_000;
export const SOCIAL_PROOF_VISIBLE_MS = 10_000;
export const SOCIAL_PROOF_SESSION_KEY = "socialProofShown";
/** The worker's answer may be five minutes old anyway (its Cache-Control). */
const FRESH_MS = 5 * 60_000;

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

type City = { name: string; message: string };

/**
 * The cities where a booking was really confirmed lately (issue 37, decision 0030), asked for only in the
 * browser and only when the popup may still come this session.
 */
function useRecentCities(wanted: boolean): City[] {
  const query = useQuery({
    queryKey: ["social-proof"],
    queryFn: () => unwrap(api["social-proof"].$get(), TEXTS.loadFailed),
    enabled: wanted,
    staleTime: FRESH_MS,
    retry: false,
  });
  return query.data?.cities ?? [];
}

/**
 * "Ktoś z Łodzi właśnie zarezerwował food trucka!": only about a city where a booking was confirmed in the
 * last 30 days, and not at all without one. It is laid out unseen as soon as the answer comes, its place
 * kept free of every control and price (social-proof-placement.ts), so at 8 s it only has to appear (and
 * it waits if no place is free). It is announced politely once (a live region of its own, not a second
 * role=status beside the page's notices), and closes by its button, by Escape or after 10 s.
 */
export function SocialProofPopup() {
  const [wanted, setWanted] = useState(false);
  const [due, setDue] = useState(false);
  const [city, setCity] = useState<City | null>(null);
  const [seen, setSeen] = useState(false);
  const [over, setOver] = useState(false);
  const cities = useRecentCities(wanted);
  const popup = useRef<HTMLDivElement>(null);
  /** Where the focus was before it came to the close button: it goes back there when the popup leaves. */
  const focusBefore = useRef<HTMLElement | null>(null);
  const spot = useFreeSpot(popup, city !== null && !over);
  const shown = due && spot !== null && city !== null && !over;

  /** Closes it; focus inside it goes back where it came from, never to the page's start. */
  const close = useRef(() => {
    if (popup.current?.contains(document.activeElement)) {
      const back = focusBefore.current?.isConnected
        ? focusBefore.current
        : document.querySelector<HTMLElement>("main h1");
      back?.focus();
    }
    setOver(true);
  }).current;

  useEffect(() => {
    if (alreadyShown()) return;
    setWanted(true);
    const timer = window.setTimeout(() => setDue(true), SOCIAL_PROOF_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (city || cities.length === 0 || alreadyShown()) return;
    setCity(cities[Math.floor(Math.random() * cities.length)] ?? null);
  }, [city, cities]);

  // Its 10 s start when it is first seen; once seen, once per session.
  useEffect(() => {
    if (seen || !shown) return;
    setSeen(true);
    markShown();
  }, [seen, shown]);
  useEffect(() => {
    if (!seen) return;
    const timer = window.setTimeout(close, SOCIAL_PROOF_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [seen, close]);
  // Escape closes it from anywhere while it shows: its button comes last in the tab order, and the popup
  // leaves after 10 s. Not when something else took the key (a list, a menu) or a dialog is open.
  // Listening from the start, and reading whether it shows at the key press: an effect run when it appears
  // could come a frame after it is seen, and miss a key pressed at once.
  const shownNow = useRef(false);
  shownNow.current = shown;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!shownNow.current || event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [close]);

  return (
    <>
      {city && !over && (
        <div
          ref={popup}
          className={shown ? "social-proof" : "social-proof social-proof--waiting"}
          style={shown ? { left: spot.left, top: spot.top } : undefined}
        >
          <TruckIcon className="social-proof__icon" />
          {/* Read once from the live region below; here it would be read twice. */}
          <p className="social-proof__text" aria-hidden="true">
            {city.message}
          </p>
          <button
            type="button"
            className="social-proof__close"
            aria-label="Zamknij powiadomienie"
            onClick={close}
            onFocus={(event) => {
              if (event.relatedTarget instanceof HTMLElement) focusBefore.current = event.relatedTarget;
            }}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
      {/* In the page from the start, so the message is announced when it comes, politely. */}
      <p className="sr-only" aria-live="polite">
        {seen && city && !over ? city.message : ""}
      </p>
    </>
  );
}
