import type { CallSignal, ServerEvent } from "@shared/schemas/realtime-protocol";
import { hubConnected, sendToHub } from "../chat/realtime";
import {
  CALL_TEXTS,
  CallAbandoned,
  CallFailed,
  type CallSink,
  type CallTransport,
  type Peer,
} from "./call-transport";

let iceServers: RTCIceServer[] = [];

/** STUN/TURN servers from GET /api/voice/ice-servers (none needed on one network). */
export function setIceServers(servers: RTCIceServer[]): void {
  iceServers = servers;
}

function signal(peer: Peer, body: CallSignal): boolean {
  return sendToHub({ type: "call_signal", to: peer.peerId, callId: peer.callId, signal: body });
}

/** SPEC.md §9 codec preference: Opus, then PCMU, then whatever else the browser offers. */
function preferCodecs(transceiver: RTCRtpTransceiver) {
  const codecs = RTCRtpReceiver.getCapabilities("audio")?.codecs ?? [];
  const rank = (mime: string) => (mime === "audio/opus" ? 0 : mime === "audio/PCMU" ? 1 : 2);
  const ordered = [...codecs].sort((a, b) => rank(a.mimeType) - rank(b.mimeType));
  if (ordered.length > 0 && "setCodecPreferences" in transceiver) transceiver.setCodecPreferences(ordered);
}

/**
 * Browser-to-browser calls (DESIGN.md §8, the default without Twilio): offer, answer and ICE candidates
 * travel through the users' hubs, which relay them only between users who share a conversation.
 */
export function createWebRtcTransport(sink: CallSink): CallTransport {
  let peerConnection: RTCPeerConnection | null = null;
  let microphone: MediaStream | null = null;
  let pendingCandidates: RTCIceCandidateInit[] = [];
  let remoteAudio: MediaStream | null = null;
  /** The user's microphone switch, kept for a microphone that arrives after it was pressed. */
  let muted = false;
  /** The offer of the call ringing here, kept until it is answered. */
  let offer: { callId: string; sdp: string } | null = null;

  const stillCurrent = (callId: string) => sink.current()?.callId === callId;

  function release() {
    peerConnection?.close();
    peerConnection = null;
    for (const track of microphone?.getTracks() ?? []) track.stop();
    microphone = null;
    muted = false;
    remoteAudio = null;
    pendingCandidates = [];
    offer = null;
  }

  /**
   * The microphone and a connection for the call. The caller's side sends from a transceiver of its own
   * (the offer's m-line); the answering side passes the offer, so its microphone goes out on the offer's
   * own transceiver — one added before the offer is applied would never be matched to it, and the
   * answer would carry no audio from this side.
   */
  async function connect(peer: Peer, remoteOffer?: string): Promise<RTCPeerConnection> {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    // The permission prompt can stay open for long: the call may have ended meanwhile.
    if (!stillCurrent(peer.callId)) {
      for (const track of stream.getTracks()) track.stop();
      throw new CallAbandoned();
    }
    microphone = stream;
    applyMute();
    const connection = new RTCPeerConnection({ iceServers });
    peerConnection = connection;
    // Listening before the offer is applied: applying it fires the caller's track.
    connection.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
      signal(peer, {
        kind: "ice",
        candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
      });
    };
    connection.ontrack = ({ streams }) => {
      remoteAudio = streams[0] ?? null;
      sink.connection(peer.callId, connection.connectionState);
    };
    connection.onconnectionstatechange = () => {
      const now = connection.connectionState;
      if (peerConnection !== connection) return;
      if (now === "failed" || now === "closed") sink.ended(peer.callId);
      else sink.connection(peer.callId, now);
    };
    if (remoteOffer !== undefined) {
      await connection.setRemoteDescription({ type: "offer", sdp: remoteOffer });
      for (const track of stream.getAudioTracks()) {
        const sender = connection.addTrack(track, stream);
        const transceiver = connection.getTransceivers().find((item) => item.sender === sender);
        if (transceiver) preferCodecs(transceiver);
      }
    } else {
      for (const track of stream.getAudioTracks()) {
        preferCodecs(connection.addTransceiver(track, { direction: "sendrecv", streams: [stream] }));
      }
    }
    return connection;
  }

  /** A disabled track sends silence: the connection and the other side's audio stay as they are. */
  function applyMute() {
    for (const track of microphone?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  async function flushCandidates(connection: RTCPeerConnection) {
    for (const candidate of pendingCandidates) await connection.addIceCandidate(candidate);
    pendingCandidates = [];
  }

  /** Sends our side's description once the call is still the one on screen. */
  function send(peer: Peer, kind: "offer" | "answer", description: RTCSessionDescriptionInit) {
    if (!stillCurrent(peer.callId)) throw new CallAbandoned();
    if (!description.sdp || !signal(peer, { kind, sdp: description.sdp })) {
      throw new CallFailed(CALL_TEXTS.deviceNotReady);
    }
  }

  async function handleEvent(event: ServerEvent): Promise<void> {
    if (event.type !== "call_signal") return;
    const { from, callId, signal: body } = event;
    if (body.kind === "offer") {
      const peer = { callId, peerId: from, peerName: event.fromName ?? CALL_TEXTS.unknownCaller };
      if (sink.ring(peer)) offer = { callId, sdp: body.sdp };
      else signal(peer, { kind: "busy" });
      return;
    }
    const current = sink.current();
    if (body.kind === "taken") {
      // Another tab of this user answered or refused: this one stops ringing.
      if (current?.status === "incoming" && current.callId === callId) sink.ended(callId);
      return;
    }
    if (current?.callId !== callId || current.peerId !== from) return;
    if (body.kind === "answer" && current.status === "calling" && peerConnection) {
      await peerConnection.setRemoteDescription({ type: "answer", sdp: body.sdp });
      await flushCandidates(peerConnection);
      sink.answered(callId);
    } else if (body.kind === "ice") {
      if (peerConnection?.remoteDescription) await peerConnection.addIceCandidate(body.candidate);
      else pendingCandidates.push(body.candidate);
    } else if (body.kind === "hangup") {
      sink.ended(callId);
    } else if (body.kind === "reject" || body.kind === "busy") {
      // The caller is told why the call ended (a refusal reaches only the one who called).
      sink.ended(callId, body.kind === "reject" ? CALL_TEXTS.rejected : CALL_TEXTS.busy);
    }
  }

  return {
    ready: hubConnected,
    async call(peer) {
      const connection = await connect(peer);
      const description = await connection.createOffer();
      await connection.setLocalDescription(description);
      send(peer, "offer", description);
    },
    async accept(peer) {
      if (offer?.callId !== peer.callId) throw new CallFailed(CALL_TEXTS.deviceNotReady);
      const connection = await connect(peer, offer.sdp);
      await flushCandidates(connection);
      const description = await connection.createAnswer();
      await connection.setLocalDescription(description);
      send(peer, "answer", description);
    },
    reject(peer) {
      signal(peer, { kind: "reject" });
    },
    setMuted(peer, next) {
      if (!stillCurrent(peer.callId)) return;
      muted = next;
      applyMute();
    },
    hangUp(peer) {
      signal(peer, { kind: "hangup" });
    },
    release,
    remoteStream: () => remoteAudio,
    handleEvent,
    destroy: release,
  };
}
