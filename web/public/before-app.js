// What a page the worker rendered (decisions 0022, 0033) does before the app has started. Loaded early and
// apart from the app (async; about 2 KB gzip, most of it these comments), as the page allows no inline script.
//
// A tap before the app has started, which the app's code is not there yet to answer:
// - a button only the app can work (the favourite heart) would do nothing, and a photo's link (the cover, a
//   thumbnail: `data-app-link`) would leave for the bare photo where the app opens the gallery. The control
//   last tapped is marked (the photo's link held), and the app taps it again once it has taken the page
//   over (web/src/main.tsx). A visitor who has moved on since (scrolled, typed, focused something else) no
//   longer wants it: any of those clears the mark. A photo opened in a new tab is the browser's.
// - a link the worker drew for a visitor (the heart, the call to action: /login or /register?redirect=…),
//   tapped by a signed-in reader: the worker cannot know who reads its page; this browser can. She goes
//   straight on to the link's target (the heart's is this page with the save intent, which the app reads
//   once it runs), not through a blank sign-in page the app would only send her on from. "token" is where
//   the app keeps the session (web/src/lib/session.ts); a target must be a path of this site.
// Other links and forms work without the app and are left alone.
(() => {
  const starting = () => document.documentElement.dataset.app !== "started";
  const forget = () => {
    for (const marked of document.querySelectorAll("[data-early-tap]"))
      marked.removeAttribute("data-early-tap");
  };
  // Where the page was scrolled to at the tap. A scroll event comes a frame after the scroll itself, so
  // one that brought the control into view just before the tap arrives after it: only a scroll that has
  // moved the page since the tap counts as moving on.
  let scrolledAtTap = "";
  const scrollPosition = () => `${window.scrollX},${window.scrollY}`;
  const mark = (control) => {
    scrolledAtTap = scrollPosition();
    control.setAttribute("data-early-tap", "");
  };
  // As web/src/lib/plain-click.ts: a click that opens a new tab or window is the browser's.
  const plain = (event) =>
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const signedIn = () => {
    try {
      return Boolean(localStorage.getItem("token"));
    } catch {
      return false;
    }
  };
  /** The path a visitor's sign-in link leads on to, if it is one of this site. */
  const targetOf = (link) => {
    const target = new URL(link.href).searchParams.get("redirect");
    return target && /^\/(?![/\\])/.test(target) ? target : null;
  };
  document.addEventListener(
    "click",
    (event) => {
      if (!starting()) return;
      forget();
      if (!(event.target instanceof Element)) return;
      const button = event.target.closest('#root button[type="button"]');
      if (button) return mark(button);
      if (!plain(event)) return;
      const photo = event.target.closest("#root a[data-app-link]");
      if (photo) {
        event.preventDefault();
        return mark(photo);
      }
      const visitorLink = event.target.closest('#root a[href^="/login?"], #root a[href^="/register?"]');
      const target = visitorLink && signedIn() ? targetOf(visitorLink) : null;
      if (!target) return;
      event.preventDefault();
      location.assign(target);
    },
    true,
  );
  // Focus reaches the tapped control before its click, so only focus elsewhere counts as moving on.
  document.addEventListener(
    "focusin",
    (event) => {
      if (starting() && !(event.target instanceof Element && event.target.hasAttribute("data-early-tap")))
        forget();
    },
    true,
  );
  for (const type of ["keydown", "wheel", "touchmove"]) {
    document.addEventListener(type, () => starting() && forget(), { capture: true, passive: true });
  }
  document.addEventListener("scroll", () => starting() && scrollPosition() !== scrolledAtTap && forget(), {
    capture: true,
    passive: true,
  });
})();

// An address with a fragment (a link to a truck's reviews): the browser scrolls to it only once the page's
// scripts have run, so a reader saw the top of the page until the app had started, then a jump. Scrolled
// as soon as the page is parsed instead, unless the reader has scrolled already. A reader who scrolls away
// before the scripts have run would be sent back by the browser's own scroll then: the fragment leaves the
// address (only the browser reads an element's fragment; the app does not).
(() => {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  const scrollToFragment = () => {
    if (window.scrollY === 0) document.getElementById(id)?.scrollIntoView();
  };
  if (document.readyState !== "loading") scrollToFragment();
  else document.addEventListener("readystatechange", scrollToFragment, { once: true });
  let scrolledByBrowser = false;
  document.addEventListener("DOMContentLoaded", () => {
    scrolledByBrowser = true;
  });
  const dropFragment = () => {
    // Only a fragment naming an element of the page (`#zapisz`, the heart's intent, is the app's to read).
    if (scrolledByBrowser || !location.hash || !document.getElementById(id)) return;
    history.replaceState(history.state, "", location.href.slice(0, location.href.indexOf("#")));
  };
  for (const type of ["wheel", "touchmove", "keydown"]) {
    document.addEventListener(type, dropFragment, { capture: true, passive: true, once: true });
  }
})();

// From here on a tap before the app has started is looked after (above): the page says so, until the app
// marks itself started (web/src/main.tsx).
if (document.documentElement.dataset.app !== "started") document.documentElement.dataset.app = "starting";
