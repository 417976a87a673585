// A stand-in for the browser's push service, run in the page by tests/e2e/push-notifications.spec.ts:
// headless Chromium has none, so `pushManager.subscribe` rejects there. This replaces PushManager's
// subscribe/getSubscription with a subscription shaped like Chrome's (`globalThis.pushStub.endpoint` and
// `.keys`, set before this runs) and logs each call on `pushStub.log`, the key's bytes as base64.
(() => {
  const stub = globalThis.pushStub;
  let current = null;
  PushManager.prototype.subscribe = async (options) => {
    const key = options?.applicationServerKey;
    const bytes = key instanceof Uint8Array ? key : new Uint8Array(0);
    stub.log.push(`subscribe ${options?.userVisibleOnly} ${btoa(String.fromCharCode(...bytes))}`);
    current = {
      endpoint: stub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes.buffer },
      toJSON: () => ({ endpoint: stub.endpoint, expirationTime: null, keys: stub.keys }),
      unsubscribe: async () => {
        stub.log.push("unsubscribe");
        current = null;
        return true;
      },
    };
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
})();
