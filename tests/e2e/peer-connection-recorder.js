// Test instrumentation, run in the page by tests/e2e/chat.spec.ts (not app code): keeps every
// RTCPeerConnection the page makes, and `globalThis.callAudioBytes()` reads from the newest one how many
// audio bytes went out and came in (getStats), so the test checks what flowed, not only the banners.
(() => {
  const Original = globalThis.RTCPeerConnection;
  const made = [];
  globalThis.RTCPeerConnection = class extends Original {
    constructor(configuration) {
      super(configuration);
      made.push(this);
    }
  };
  globalThis.callAudioBytes = async () => {
    const connection = made.at(-1);
    let sent = 0;
    let received = 0;
    if (!connection) return { sent, received };
    for (const report of (await connection.getStats()).values()) {
      if (report.kind !== "audio") continue;
      if (report.type === "outbound-rtp") sent += report.bytesSent ?? 0;
      if (report.type === "inbound-rtp") received += report.bytesReceived ?? 0;
    }
    return { sent, received };
  };
})();
