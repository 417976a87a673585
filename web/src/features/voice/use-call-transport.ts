import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "../../lib/api";
import { groupedConversationsQuery } from "../chat/chat-query";
import { useAppConfig } from "../config/use-app-config";
import { callSink, setTransport } from "./call-store";
import { CALL_TEXTS, type CallTransport } from "./call-transport";
import { createWebRtcTransport, setIceServers } from "./webrtc-transport";

/**
 * Twilio's SDK (about 46 KB gzip) is fetched only here: for a signed-in user (the banner is) on a
 * deployment with Twilio configured.
 */
async function loadTwilioTransport(queryClient: QueryClient): Promise<CallTransport> {
  const [sdk, { createTwilioTransport }] = await Promise.all([
    import("@twilio/voice-sdk"),
    import("./twilio-transport"),
  ]);
  return createTwilioTransport(callSink, {
    sdk,
    fetchToken: async () => (await unwrap(api.voice.token.$get(), CALL_TEXTS.deviceNotReady)).token,
    nameOf: async (userId) => {
      // The caller as this user knows them in chat, as the hub names a WebRTC caller.
      const groups = await queryClient.fetchQuery({ ...groupedConversationsQuery, staleTime: 60_000 });
      const shared = groups.flatMap((group) => group.conversations);
      return shared.find((conversation) => conversation.other_participant_id === userId)
        ?.other_participant_name;
    },
  });
}

/**
 * Puts in place the transport `GET /api/config` names (decision 0016) while the banner is mounted, i.e.
 * while a user is signed in. Signing out or leaving the page ends the call and lets go of the transport
 * (the Twilio device unregisters): the microphone never stays on without its banner.
 */
export function useCallTransport(): void {
  const kind = useAppConfig()?.voice_transport;
  const queryClient = useQueryClient();
  const ice = useQuery({
    queryKey: ["voice", "ice-servers"],
    queryFn: () => unwrap(api.voice["ice-servers"].$get(), CALL_TEXTS.deviceNotReady),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: kind === "webrtc",
  });
  useEffect(() => {
    if (ice.data) setIceServers(ice.data.ice_servers);
  }, [ice.data]);

  useEffect(() => {
    if (kind === undefined) return;
    let live: CallTransport | null = null;
    /** Bumped on every teardown, so a transport still loading when its page went away is dropped. */
    let generation = 0;
    const open = () => {
      const mine = generation;
      const install = (transport: CallTransport) => {
        if (mine !== generation) return transport.destroy();
        live = transport;
        setTransport(transport);
      };
      if (kind === "webrtc") install(createWebRtcTransport(callSink));
      else {
        loadTwilioTransport(queryClient).then(install, (error: unknown) => {
          console.error("loading the Twilio voice SDK failed", error);
        });
      }
    };
    const close = () => {
      generation++;
      setTransport(null);
      live?.destroy();
      live = null;
    };
    // A page restored from the back-forward cache calls again.
    const reopen = (event: PageTransitionEvent) => {
      if (event.persisted && !live) open();
    };
    open();
    window.addEventListener("pagehide", close);
    window.addEventListener("pageshow", reopen);
    return () => {
      window.removeEventListener("pagehide", close);
      window.removeEventListener("pageshow", reopen);
      close();
    };
  }, [kind, queryClient]);
}
