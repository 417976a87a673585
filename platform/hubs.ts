/**
 * The real-time hubs on a plain server: the same UserHubCore and ConversationRoomCore the Durable Objects
 * run, one per name in this process, with the runtime's own WebSockets. The app reaches them exactly as on
 * Cloudflare, through `env.UserHub` / `env.ConversationRoom`: `getByName(name).fetch(socketRequest)` after
 * its checks, and the same methods for delivery.
 */
import { ConversationRoomCore } from "../party/conversation-room-core";
import type { HubHost, HubSocket } from "../party/hub-socket";
import { UserHubCore } from "../party/user-hub-core";
import type { ConversationRoomMethods, Env, HubNamespace, UserHubMethods } from "../worker/env";
import { logError } from "../worker/lib/log";

/** A runtime WebSocket as the hubs see it. */
export interface RuntimeSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

/** What a hub does with one accepted socket. */
export interface SocketEvents {
  open(socket: RuntimeSocket): void;
  message(data: string | ArrayBuffer): void;
  close(): void;
}

/** The runtime's way to accept a WebSocket for `request` (the socket's handshake, as the app forwards it). */
export type SocketUpgrade = (request: Request, events: SocketEvents) => Response;

interface Hub<Core> {
  core: Core;
  sockets: Set<HubSocket>;
}

export interface HubKind<Core> {
  create(host: HubHost): Core;
  onConnect?(core: Core, socket: HubSocket, request: Request): Promise<void>;
  onMessage?(core: Core, socket: HubSocket, message: string | ArrayBuffer): Promise<void>;
  onClose?(core: Core, socket: HubSocket): Promise<void>;
}

function wrap(socket: RuntimeSocket): HubSocket {
  let state: unknown = null;
  return {
    send: (text) => socket.send(text),
    close: (code, reason) => socket.close(code, reason),
    get state() {
      return state;
    },
    setState(next) {
      state = next;
      return state;
    },
  };
}

export class InProcessHubs<Core> {
  private readonly hubs = new Map<string, Hub<Core>>();

  constructor(
    private readonly kind: HubKind<Core>,
    private readonly env: () => Env,
    private readonly upgrade: SocketUpgrade,
  ) {}

  hub(name: string): Hub<Core> {
    let hub = this.hubs.get(name);
    if (!hub) {
      const sockets = new Set<HubSocket>();
      const core = this.kind.create({ name: () => name, env: this.env, sockets: () => sockets });
      hub = { core, sockets };
      this.hubs.set(name, hub);
    }
    return hub;
  }

  /** Closes every socket as "going away" (1001): on shutdown, so browsers reconnect to the next server. */
  closeEverything(): void {
    for (const hub of this.hubs.values()) {
      for (const socket of hub.sockets) socket.close(1001, "Serwer jest restartowany.");
    }
  }

  /** A hub nobody is connected to keeps nothing worth keeping (its limits count live sockets' frames). */
  release(name: string): void {
    if (this.hubs.get(name)?.sockets.size === 0) this.hubs.delete(name);
  }

  async call<T>(name: string, method: (core: Core) => T): Promise<T> {
    try {
      return method(this.hub(name).core);
    } finally {
      this.release(name);
    }
  }

  async accept(name: string, request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket", { status: 426 });
    }
    // The hub is looked up when the socket opens, not now: one with no sockets yet may be released by a
    // call in between (a delivery, a session's end), and a socket in a released hub could not be reached.
    let joined: { hub: Hub<Core>; socket: HubSocket } | undefined;
    const failed = (what: string) => (error: unknown) => logError(`a hub failed to handle ${what}`, error);
    return this.upgrade(request, {
      open: (runtimeSocket) => {
        const hub = this.hub(name);
        const socket = wrap(runtimeSocket);
        joined = { hub, socket };
        hub.sockets.add(socket);
        this.kind.onConnect?.(hub.core, socket, request).catch(failed("a new socket"));
      },
      message: (data) => {
        if (!joined || !this.kind.onMessage) return;
        this.kind.onMessage(joined.hub.core, joined.socket, data).catch(failed("a socket message"));
      },
      close: () => {
        if (!joined) return;
        joined.hub.sockets.delete(joined.socket);
        const closing = this.kind.onClose?.(joined.hub.core, joined.socket) ?? Promise.resolve();
        closing.catch(failed("a closed socket")).finally(() => this.release(name));
      },
    });
  }
}

/** The two hub namespaces of the app, and a way to close all their sockets at shutdown. */
export function inProcessHubs(
  env: () => Env,
  upgrade: SocketUpgrade,
): {
  UserHub: HubNamespace<UserHubMethods>;
  ConversationRoom: HubNamespace<ConversationRoomMethods>;
  closeEverything(): void;
} {
  const hubs = new InProcessHubs<UserHubCore>(
    {
      create: (host) => new UserHubCore(host),
      onConnect: (core, socket, request) => core.onConnect(socket, request),
      onMessage: (core, socket, message) => core.onMessage(socket, message),
    },
    env,
    upgrade,
  );
  const rooms = new InProcessHubs<ConversationRoomCore>(
    {
      create: (host) => new ConversationRoomCore(host),
      onConnect: (core, socket, request) => core.onConnect(socket, request),
      onClose: (core, socket) => core.onClose(socket),
    },
    env,
    upgrade,
  );
  return {
    UserHub: {
      getByName: (name) => ({
        fetch: (request) => hubs.accept(name, request),
        deliver: (event) => hubs.call(name, (core) => core.deliver(event)),
        closeSockets: (scope, reason) => hubs.call(name, (core) => core.closeSockets(scope, reason)),
      }),
    },
    ConversationRoom: {
      getByName: (name) => ({
        fetch: (request) => rooms.accept(name, request),
        broadcastEvent: (event) => rooms.call(name, (core) => core.broadcastEvent(event)),
        closeSockets: (scope, reason) => rooms.call(name, (core) => core.closeSockets(scope, reason)),
      }),
    },
    closeEverything() {
      hubs.closeEverything();
      rooms.closeEverything();
    },
  };
}
