// A tap on a page the worker rendered (decisions 0022, 0033) before the app has started: a button only
// the app can work (the cover's gallery, a thumbnail, the favourite heart) would do nothing. The button
// last tapped is marked, and the app taps it again once it has taken the page over (web/src/main.tsx).
// Links and forms work without the app and are left alone. Loaded early and apart from the app (async,
// a few hundred bytes), as the page allows no inline script.
document.addEventListener(
  "click",
  (event) => {
    if (document.documentElement.dataset.app === "started") return;
    const button =
      event.target instanceof Element ? event.target.closest('#root button[type="button"]') : null;
    if (!button) return;
    for (const marked of document.querySelectorAll("[data-early-tap]"))
      marked.removeAttribute("data-early-tap");
    button.setAttribute("data-early-tap", "");
  },
  true,
);
