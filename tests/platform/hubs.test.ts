import { describe, expect, it } from "vitest";
import type { HubHost } from "../../party/hub-socket";
import { InProcessHubs, type RuntimeSocket, type SocketEvents } from "../../platform/hubs";

/** A runtime socket that records its closes. */
function runtimeSocket() {
  const closes: number[] = [];
  const socket: RuntimeSocket = {
    send: () => undefined,
    close: (code) => {
      closes.push(code ?? 1000);
    },
  };
  return { socket, closes };
}

describe("in-process hubs (Bun and Deno)", () => {
  it("a socket that opens after its hub was released meanwhile joins the hub calls reach", async () => {
    let events: SocketEvents | undefined;
    const hubs = new InProcessHubs<{ host: HubHost }>(
      { create: (host) => ({ host }) },
      () => {
        throw new Error("these hubs need no bindings");
      },
      (_request, socketEvents) => {
        events = socketEvents;
        return new Response(null, { status: 200 });
      },
    );
    const handshake = new Request("http://hub/", { headers: { Upgrade: "websocket" } });
    await hubs.accept("7", handshake);
    // Between the handshake and the open, a call (a delivery, a session's end) finds no socket there yet
    // and releases the hub.
    expect(await hubs.call("7", (core) => [...core.host.sockets()].length)).toBe(0);
    const { socket, closes } = runtimeSocket();
    events?.open(socket);
    const reached = await hubs.call("7", (core) => {
      for (const joined of core.host.sockets()) joined.close(4003, "session ended");
      return [...core.host.sockets()].length;
    });
    expect(reached).toBe(1);
    expect(closes).toEqual([4003]);
  });
});
