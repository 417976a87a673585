import type { WebSocket as UndiciWebSocket } from "undici-types";

/**
 * Node 24's global WebSocket is undici's, which takes `{ headers }` (browsers send Origin themselves; Node
 * sends none, and the server refuses sockets without the app's origin). The tests' tsconfig types the
 * global as Cloudflare's WebSocket, so it is typed here with undici's declaration (undici-types comes with
 * @types/node) after a runtime check.
 */
export type NodeWebSocketConstructor = typeof UndiciWebSocket;
export type NodeWebSocket = InstanceType<NodeWebSocketConstructor>;

function isNodeWebSocketConstructor(value: unknown): value is NodeWebSocketConstructor {
  return typeof value === "function" && "CONNECTING" in value && "OPEN" in value;
}

export function nodeWebSocket(): NodeWebSocketConstructor {
  const candidate: unknown = Reflect.get(globalThis, "WebSocket");
  if (!isNodeWebSocketConstructor(candidate))
    throw new Error("this Node has no global WebSocket (Node 22+ needed)");
  return candidate;
}
