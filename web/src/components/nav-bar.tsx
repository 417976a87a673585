import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { logOut } from "../features/auth/session-actions";
import { unreadLabel, unreadQuery } from "../features/chat/chat-query";
import { useInbox } from "../features/inbox/inbox-query";
import { waitingLabel } from "../features/inbox/waiting-label";
import { type SessionUser, useSession } from "../lib/session";
import "./nav-bar.css";

/**
 * The links panel is a disclosure on phones (nav-bar.css, below 640 px): the "Menu" button shows and hides
 * it, Escape closes it and gives focus back to the button, and any navigation closes it. On wider screens
 * the button is hidden and the panel always shown (CSS only), so the links stay inline.
 */
function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  // Following a link (even to the page already shown) starts a navigation: the menu closes.
  useEffect(() => router.subscribe("onBeforeNavigate", () => setOpen(false)), [router]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  }

  return { open, setOpen, button, onKeyDown };
}

/**
 * The site's header. A visitor's has nothing waiting to count, so it asks no queries: on a page the worker
 * rendered, the app's takeover then sets up none (decision 0035's short tasks).
 */
export function NavBar() {
  const { user } = useSession();
  if (user === null)
    return (
      <NavFrame waiting={NOTHING_WAITING}>
        <Link to="/login" className="nav__link">
          Zaloguj się
        </Link>
        <Link to="/register" className="btn">
          Zarejestruj się
        </Link>
      </NavFrame>
    );
  return <MemberNav user={user} />;
}

/** What waits for the user behind the links: requests to answer and unread messages. */
interface Waiting {
  inbox: number;
  unread: number;
}

const NOTHING_WAITING: Waiting = { inbox: 0, unread: 0 };

function MemberNav({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const chats = user.role !== "admin";
  // Both roles have things to answer (SPEC.md §2 dashboard, issue 35): the same list as "Do odpowiedzi".
  const inbox = useInbox(chats);
  const unread = useQuery({ ...unreadQuery, enabled: chats }).data?.unread ?? 0;

  function logout() {
    logOut();
    void navigate({ to: "/" });
  }

  return (
    <NavFrame waiting={{ inbox: inbox.count, unread }}>
      <span className="nav__greeting">Cześć, {user.first_name || user.email}!</span>
      {user.role === "admin" ? (
        <Link to="/admin" className="nav__link">
          Panel administratora
        </Link>
      ) : (
        <Link
          to="/dashboard"
          className="nav__link"
          aria-label={inbox.count > 0 ? `Panel: ${waitingLabel(inbox.count)}` : undefined}
        >
          Panel
          <CountBadge count={inbox.count} />
        </Link>
      )}
      {chats && (
        <Link
          to="/chat"
          className="nav__link"
          aria-label={unread > 0 ? `Wiadomości: ${unreadLabel(unread)}` : undefined}
        >
          Wiadomości
          <CountBadge count={unread} />
        </Link>
      )}
      <Link to="/my-account" className="nav__link">
        Moje konto
      </Link>
      {/* Signing out navigates, which closes the menu. */}
      <button type="button" className="btn btn--secondary" onClick={logout}>
        Wyloguj
      </button>
    </NavFrame>
  );
}

/** The logo, the phone's "Menu" button with what waits behind it, and the links panel (`children`). */
function NavFrame({ waiting, children }: { waiting: Waiting; children: ReactNode }) {
  const menu = useMenuDisclosure();
  const panelId = useId();
  const waitingId = useId();
  const { inbox, unread } = waiting;

  return (
    <header className="nav">
      {/* Escape from the button or any link of the open panel closes the menu. */}
      <nav className="nav__inner" aria-label="Główna nawigacja" onKeyDown={menu.onKeyDown}>
        <Link to="/" className="nav__logo">
          <img src="/favicon.svg" alt="" />
          Foodtruck Marketplace
        </Link>
        <button
          ref={menu.button}
          type="button"
          className="nav__toggle"
          aria-expanded={menu.open}
          aria-controls={panelId}
          aria-describedby={inbox + unread > 0 ? waitingId : undefined}
          onClick={() => menu.setOpen((open) => !open)}
        >
          <svg className="nav__toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menu.open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          Menu
          <CountBadge count={inbox + unread} />
        </button>
        {/* On phones the links sit behind the button: its badge counts what waits behind both. */}
        {inbox + unread > 0 && (
          <span id={waitingId} hidden>
            {[inbox > 0 && waitingLabel(inbox), unread > 0 && `Wiadomości: ${unreadLabel(unread)}`]
              .filter(Boolean)
              .join(", ")}
          </span>
        )}
        <div id={panelId} className="nav__links" data-open={menu.open}>
          {children}
        </div>
      </nav>
    </header>
  );
}

/** A count beside a link (waiting requests, unread messages); the link's label says it in words. */
function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="nav__badge" aria-hidden="true">
      {count}
    </span>
  );
}
