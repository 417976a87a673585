// The local app served from its runtime's own address (scripts/start.mjs --direct; the e2e tests' server,
// decision 0034). `wrangler dev` puts a proxy worker in front of the app: a second workerd that passes every
// request on through a Durable Object (~3 ms of CPU each, ~3 % of an e2e run's CPU), and that now and then
// loses its connection to the app, answering a POST with a 500 "Network connection lost" (it retries only
// GET and HEAD). Here wrangler's own dev API starts the same worker, bindings and local state as
// `wrangler dev` (wrangler.toml, .dev.vars, the vars given), without file watching or a debugger port, and
// a plain TCP forwarder on `port` hands each connection to the runtime's address (a free port wrangler
// picks; the app's links and e-mails name `port`). WebSockets pass through as they are.
import { once } from "node:events";
import { connect, createServer } from "node:net";
import { unstable_DevEnv } from "wrangler";

/**
 * Starts the worker with `vars` over wrangler.toml's, its local state in `persistTo`, and forwards
 * `localhost:port` to it. Resolves once requests are answered; `stop` ends both.
 */
export async function serveDirect({ port, persistTo, vars }) {
  // The app reads nothing of `request.cf`: no request to Cloudflare for its sample at every start.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
  const bindings = Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value }]),
  );
  const devEnv = new unstable_DevEnv();
  // The runtime's address comes with the reload that started it (the proxy is told the same).
  const runtime = new Promise((resolve, reject) => {
    devEnv.once("reloadComplete", (event) => resolve(event.proxyData.userWorkerUrl));
    devEnv.once("error", reject);
  });
  const worker = await devEnv.startWorker({
    config: "wrangler.toml",
    bindings,
    dev: {
      // The proxy's own listener still opens (the API has no way to leave it out): on a free port, unused.
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: persistTo,
      watch: false,
      logLevel: "warn",
    },
  });
  const { hostname, port: runtimePort } = await runtime;
  const forwarder = createServer({ noDelay: true }, (client) => {
    const upstream = connect({ host: hostname, port: Number(runtimePort), noDelay: true });
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  forwarder.listen(port, "localhost");
  await once(forwarder, "listening");
  await worker.ready;
  return {
    async stop() {
      forwarder.close();
      await worker.dispose();
    },
  };
}
