// The marketplace on Deno: `deno run -A platform/deno.ts [--port N] [--data DIR] [--dev] [--seed]`
// (platform/cli.ts; deno.json sets the flags `npm run start:deno` needs).
import { runFromCommandLine } from "./cli";
import type { Runtime } from "./server";
import { openNodeSqlite } from "./sqlite-node";

const deno: Runtime = {
  name: "deno",
  openSqlite: openNodeSqlite,
  serve({ port, hostname, fetch }) {
    const server = Deno.serve({ port, hostname, onListen: () => {} }, (request, info) =>
      fetch(request, info.remoteAddr.hostname),
    );
    return {
      upgrade(original, _request, events) {
        const { socket, response } = Deno.upgradeWebSocket(original);
        socket.onopen = () => events.open(socket);
        socket.onmessage = (event) => {
          if (typeof event.data === "string") events.message(event.data);
          else if (event.data instanceof ArrayBuffer) events.message(event.data);
        };
        socket.onclose = () => events.close();
        return response;
      },
      stop: () => server.shutdown(),
    };
  },
  // Deno's own cron where enabled (--unstable-cron); the timer otherwise.
  ...(typeof Deno.cron === "function"
    ? {
        cron: (name: string, schedule: string, run: () => Promise<void>) =>
          void Deno.cron?.(name, schedule, run),
      }
    : {}),
};

await runFromCommandLine(deno, process.argv.slice(2));
