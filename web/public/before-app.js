// What a page the worker rendered (decisions 0022, 0033) does before the app has started. Loaded early and
// apart from the app (async, a few hundred bytes), as the page allows no inline script.
//
// A tap before the app has started: a button only the app can work (the favourite heart) would do nothing,
// and a photo's link (the cover, a thumbnail: `data-app-link`) would leave for the bare photo where the app
// opens the gallery. The control last tapped is marked (the photo's link held), and the app taps it again
// once it has taken the page over (web/src/main.tsx). A visitor who has moved on since (scrolled, typed,
// focused something else) no longer wants it: any of those clears the mark. Other links and forms work
// without the app and are left alone, and so is a photo opened in a new tab.
(() => {
  const starting = () => document.documentElement.dataset.app !== "started";
  const forget = () => {
    for (const marked of document.querySelectorAll("[data-early-tap]"))
      marked.removeAttribute("data-early-tap");
  };
  document.addEventListener(
    "click",
    (event) => {
      if (!starting()) return;
      const control =
        event.target instanceof Element
          ? event.target.closest('#root button[type="button"], #root a[data-app-link]')
          : null;
      forget();
      if (!control) return;
      if (control.tagName === "A") {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
      }
      control.setAttribute("data-early-tap", "");
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
  for (const type of ["keydown", "scroll", "wheel", "touchmove"]) {
    document.addEventListener(type, () => starting() && forget(), { capture: true, passive: true });
  }
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

// A signed-in reader's tap, before the app has started, on a link the worker drew for a visitor (the heart,
// the call to action: /login or /register?redirect=…). The worker cannot know who reads its page; this
// browser can. She goes straight on to the link's target (the heart's is this page with the save intent,
// which the app reads once it runs), not through a blank sign-in page the app would only send her on from.
// "token" is where the app keeps the session (web/src/lib/session.ts); a target must be a path of this site.
(() => {
  const signedIn = () => {
    try {
      return Boolean(localStorage.getItem("token"));
    } catch {
      return false;
    }
  };
  document.addEventListener(
    "click",
    (event) => {
      if (document.documentElement.dataset.app === "started" || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element
          ? event.target.closest('#root a[href^="/login?"], #root a[href^="/register?"]')
          : null;
      if (!link || !signedIn()) return;
      const target = new URL(link.href).searchParams.get("redirect");
      if (!target || !/^\/(?![/\\])/.test(target)) return;
      event.preventDefault();
      location.assign(target);
    },
    true,
  );
})();

// From here on a tap before the app has started is looked after (above): the page says so, until the app
// marks itself started (web/src/main.tsx).
if (document.documentElement.dataset.app !== "started") document.documentElement.dataset.app = "starting";
