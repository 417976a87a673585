// A stand-in for Stripe.js, served by tests/e2e/stripe.ts in place of https://js.stripe.com/<train>/stripe.js
// (the machines that run the tests have no network). It offers what @stripe/stripe-js/pure (the global
// `Stripe` and its `version`) and @stripe/react-stripe-js (`elements`, `create`, `mount`, `on`/`off`,
// `confirmPayment`, and the methods its `isStripe` check looks for) call, records every call on
// `window.stripeStub.calls`, and lets the test decide what Stripe would: `emit` fires an event of the payment
// element ("ready"…), `settleConfirm` ends the oldest pending confirmPayment with an answer or, like Stripe
// after a successful payment, by going to its return_url. The element is an iframe from js.stripe.com, as
// Stripe's is, so the page's CSP is put to the same test (script-src, frame-src).
(() => {
  const script = document.currentScript;
  const train = script ? new URL(script.src).pathname.split("/")[1] : "v3";
  const calls = [];
  const listeners = new Map();
  const pendingConfirms = [];
  const elementsGroups = [];
  let clientSecret = "";

  /** A JSON-safe copy of an argument: Elements groups by number, DOM nodes and functions by kind. */
  function portable(value) {
    const group = elementsGroups.indexOf(value);
    if (group >= 0) return `[elements ${group + 1}]`;
    if (typeof value === "function") return "[function]";
    if (value instanceof Element)
      return `[${value.isConnected ? "connected" : "detached"} ${value.tagName.toLowerCase()}]`;
    if (Array.isArray(value)) return value.map(portable);
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, portable(item)]));
    return value;
  }

  /** `body`, with each call recorded first. */
  function recorded(method, body = () => undefined) {
    return (...args) => {
      calls.push({ method, args: args.map(portable) });
      return body(...args);
    };
  }

  /** A method the app is not expected to call: recorded (so the test sees it) and refused. */
  function unexpected(method) {
    return recorded(method, () => Promise.reject(new Error(`The Stripe.js stub has no ${method}`)));
  }

  function paymentElement() {
    let frame = null;
    const element = {
      mount: recorded("element.mount", (target) => {
        const node = typeof target === "string" ? document.querySelector(target) : target;
        frame = document.createElement("iframe");
        frame.src = `https://js.stripe.com/${train}/elements-inner-payment.html`;
        frame.title = "Bezpieczne pole płatności";
        frame.style.cssText = "display: block; width: 100%; height: 5rem; border: 0;";
        node.appendChild(frame);
      }),
      on: recorded("element.on", (event, handler) => {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event).add(handler);
        return element;
      }),
      off: recorded("element.off", (event, handler) => {
        listeners.get(event)?.delete(handler);
        return element;
      }),
      update: recorded("element.update"),
      unmount: recorded("element.unmount", () => frame?.remove()),
      destroy: recorded("element.destroy", () => {
        frame?.remove();
        listeners.clear();
      }),
    };
    return element;
  }

  const elements = recorded("stripe.elements", (options) => {
    clientSecret = options?.clientSecret ?? "";
    const group = {
      create: recorded("elements.create", paymentElement),
      update: recorded("elements.update"),
      submit: recorded("elements.submit", () => Promise.resolve({})),
      fetchUpdates: unexpected("elements.fetchUpdates"),
      getElement: unexpected("elements.getElement"),
    };
    elementsGroups.push(group);
    return group;
  });

  const confirmPayment = recorded(
    "stripe.confirmPayment",
    (options) => new Promise((resolve) => pendingConfirms.push({ options, resolve })),
  );

  window.Stripe = Object.assign(
    recorded("Stripe", () => ({
      elements,
      confirmPayment,
      createToken: unexpected("stripe.createToken"),
      createPaymentMethod: unexpected("stripe.createPaymentMethod"),
      confirmCardPayment: unexpected("stripe.confirmCardPayment"),
      retrievePaymentIntent: unexpected("stripe.retrievePaymentIntent"),
      // Bookkeeping of the wrappers (their names and versions): not part of what the page does.
      registerAppInfo() {},
      _registerWrapper() {},
    })),
    // @stripe/stripe-js compares it with the release train it was built for.
    { version: train === "v3" ? 3 : train },
  );

  window.stripeStub = {
    calls,
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0;
    },
    emit(event, payload) {
      const handlers = [...(listeners.get(event) ?? [])];
      for (const handler of handlers) handler(payload);
      return handlers.length;
    },
    settleConfirm(outcome) {
      const pending = pendingConfirms.shift();
      if (!pending) throw new Error("No confirmPayment is waiting");
      if (outcome !== "redirect") {
        pending.resolve(outcome);
        return;
      }
      // What Stripe does once the payment went through: back to return_url with the intent's id.
      const back = new URL(pending.options.confirmParams.return_url);
      back.searchParams.set("payment_intent", clientSecret.split("_secret_")[0]);
      back.searchParams.set("payment_intent_client_secret", clientSecret);
      back.searchParams.set("redirect_status", "succeeded");
      setTimeout(() => window.location.assign(back.href));
    },
  };
})();
