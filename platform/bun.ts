// The marketplace on Bun: `bun platform/bun.ts [--port N] [--data DIR] [--dev] [--seed]` (platform/cli.ts).
import { Database } from "bun:sqlite";
import { runFromCommandLine } from "./cli";
import type { SocketEvents } from "./hubs";
import type { Runtime } from "./server";
import { configureLikeD1 } from "./sqlite";

const bun: Runtime = {
  name: "bun",
  openSqlite(path) {
    const db = new Database(path, { create: true });
    return configureLikeD1({
      prepare(sql) {
        // query() keeps the compiled statement for the next call with the same SQL.
        const statement = db.query(sql);
        return {
          columnNames: () => statement.columnNames,
          values: (params) => statement.values(...params),
          run: (params) => statement.run(...params),
        };
      },
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    });
  },
  serve({ port, hostname, fetch }) {
    const server = Bun.serve<SocketEvents>({
      port,
      hostname,
      fetch: (request, self) => fetch(request, self.requestIP(request)?.address),
      websocket: {
        // Browsers send nothing on a quiet socket: Bun's pings keep it open, as Cloudflare keeps it.
        idleTimeout: 960,
        sendPings: true,
        open: (socket) => socket.data.open(socket),
        message: (socket, message) =>
          socket.data.message(typeof message === "string" ? message : new Uint8Array(message).buffer),
        close: (socket) => socket.data.close(),
      },
    });
    return {
      upgrade(original, _request, events) {
        if (!server.upgrade(original, { data: events })) {
          return new Response("WebSocket upgrade failed", { status: 400 });
        }
        // Bun answers the handshake itself; this response is not sent.
        return new Response(null);
      },
      stop: () => server.stop(true),
    };
  },
};

await runFromCommandLine(bun, process.argv.slice(2));
