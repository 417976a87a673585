import { type ReactNode, useEffect, useState } from "react";
import { isTakingOver } from "../lib/takeover";

/** Parts waiting to render after the takeover, in the order their effects ran: one per task. */
const waiting: (() => void)[] = [];

function showNext() {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(showNext, 0);
}

/** Calls `show` in a task of its own, after those queued before it; returns a cancel. */
function inTurn(show: () => void): () => void {
  waiting.push(show);
  if (waiting.length === 1) setTimeout(showNext, 0);
  return () => {
    const index = waiting.indexOf(show);
    if (index !== -1) waiting.splice(index, 1);
  };
}

/** The worker's markup of a part, for `dangerouslySetInnerHTML`. */
interface WorkersMarkup {
  readonly __html: string;
}

/**
 * The worker's markup of the part `name` while the app takes the page over, or null to render it at once:
 * when not taking over, and when the visitor is in that part already. Kept, the part's elements are
 * replaced when its turn comes (a signed-in user's render even parses the markup anew at once), so a
 * control tapped before the app started (public/before-app.js, tapped again by main.tsx) or holding the
 * focus would be gone; taken over in place, it stays. The markup is read only if Preact writes it: a
 * visitor's takeover hydrates (decision 0037), which keeps the element's children and never reads it, so
 * the phone spends no time on the calendar's months there (decision 0040).
 */
function workersMarkupToKeep(name: string): WorkersMarkup | null {
  if (!isTakingOver()) return null;
  const part = document.querySelector(`[data-after-takeover="${name}"]`);
  if (!part || part.contains(document.activeElement) || part.querySelector("[data-early-tap]")) return null;
  return {
    get __html() {
      return part.innerHTML;
    },
  };
}

/**
 * Children the app renders a moment after taking over the worker's page (decision 0035), each such part in
 * a task of its own: until then the worker's markup of them stays on screen, the same to see. The takeover
 * is then several short tasks instead of one that blocks a phone's main thread (the truck's calendar alone
 * was a third of it; the footer's eight links are one too, decision 0040). Anywhere else (a page
 * the app rendered itself, the worker's render) the children render at once, and so does a part the
 * visitor is in (workersMarkupToKeep). Not for parts with fields: what a visitor typed there would be lost.
 * `name` finds the worker's markup; one of each per page.
 */
export function AfterTakeover({ name, children }: { name: string; children: ReactNode }) {
  const [workersMarkup, setWorkersMarkup] = useState(() => workersMarkupToKeep(name));
  useEffect(() => {
    if (workersMarkup === null) return;
    return inTurn(() => setWorkersMarkup(null));
  }, [workersMarkup]);
  return workersMarkup === null ? (
    <div data-after-takeover={name} className="after-takeover">
      {children}
    </div>
  ) : (
    <div
      data-after-takeover={name}
      className="after-takeover"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker's own markup, read from this page.
      dangerouslySetInnerHTML={workersMarkup}
    />
  );
}
