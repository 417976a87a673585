// Test instrumentation, run in the page by tests/e2e/chat.spec.ts (not app code): keeps every
// RTCPeerConnection the page makes, and `globalThis.callAudioBytes()` reads from the newest one how many
// audio bytes went out and came in (getStats), so the test checks what flowed, not only the banners.
// `holdIceCandidates(true)` keeps the other side's ICE candidates back (with both pages holding, the
// connection cannot come up) until `holdIceCandidates(false)`: the test sees the call still connecting.
// `callMicrophoneEnabled()` says whether the newest call sends from an enabled microphone track.
(() => {
  const Original = globalThis.RTCPeerConnection;
  const made = [];
  let holding = false;
  const held = [];
  globalThis.RTCPeerConnection = class extends Original {
    constructor(configuration) {
      super(configuration);
      made.push(this);
    }
    addIceCandidate(candidate) {
      if (!holding) return super.addIceCandidate(candidate);
      held.push(() => super.addIceCandidate(candidate));
      return Promise.resolve();
    }
  };
  globalThis.holdIceCandidates = (hold) => {
    holding = hold;
    if (!hold) for (const release of held.splice(0)) release().catch(() => {});
  };
  globalThis.callMicrophoneEnabled = () => {
    const tracks = (made.at(-1)?.getSenders() ?? []).map((sender) => sender.track).filter(Boolean);
    return tracks.length > 0 && tracks.every((track) => track.enabled);
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
