// The local app served from its runtime's own address (scripts/start.mjs --direct; the e2e tests' server,
// decision 0034). `wrangler dev` puts a proxy worker in front of the app: a second workerd that passes every
// request on through a Durable Object (~3 ms of CPU each, ~3 % of an e2e run's CPU), and that now and then
// loses its connection to the app, answering a POST with a 500 "Network connection lost" (it retries only
// GET and HEAD). Here wrangler's own dev API starts the same worker, bindings and local state as
// `wrangler dev` (wrangler.toml, .dev.vars, the vars given), without file watching or a debugger port, and
// a forwarder on `port` hands each request to the runtime's address (a free port wrangler
// picks; the app's links and e-mails name `port`). WebSockets pass through as they are.
// The forwarder speaks HTTP (a plain TCP pipe passed the runtime's closing of idle connections on late, and
// a request sent meanwhile failed with "socket hang up").
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { unstable_DevEnv } from "wrangler";
import { compressedHeaders, compressible, edgeEncoding, pipeCompressed } from "./edge-compression.mjs";

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1): each side sets its own. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function withoutHopByHop(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)),
  );
}

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
  const upstream = { host: hostname, port: Number(runtimePort) };
  const forwarder = createServer((request, response) => {
    // A fresh connection to the runtime per request: the runtime closes idle ones after a few seconds, and a
    // request sent on one just as it closes fails ("socket hang up"). The client's own connection to this
    // server is kept alive (Node's server announces its timeout in a Keep-Alive header).
    // The runtime answers plainly and streams; the answer is compressed here, as the edge would
    // (edge-compression.mjs, decision 0039).
    const encoding = edgeEncoding(request.headers["accept-encoding"]);
    const forwarded = httpRequest(
      {
        ...upstream,
        method: request.method,
        path: request.url,
        headers: { ...withoutHopByHop(request.headers), "accept-encoding": "identity" },
        agent: false,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const headers = withoutHopByHop(answer.headers);
        if (encoding && compressible(request.method, status, headers)) {
          response.writeHead(status, answer.statusMessage, compressedHeaders(headers, encoding));
          pipeCompressed(answer, response, encoding);
          return;
        }
        response.writeHead(status, answer.statusMessage, headers);
        answer.pipe(response);
      },
    );
    // A request the client gave up on (a page navigated away) is not finished on the runtime's behalf.
    response.on("close", () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(forwarded);
  });
  // WebSockets: the upgrade request is written to a new connection to the runtime as it came, then the two
  // connections are joined.
  forwarder.on("upgrade", (request, client, head) => {
    const runtimeSocket = connect(upstream, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      runtimeSocket.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) runtimeSocket.write(head);
      client.pipe(runtimeSocket).pipe(client);
    });
    client.on("error", () => runtimeSocket.destroy());
    runtimeSocket.on("error", () => client.destroy());
  });
  // Idle client connections stay open longer than any pause in a test, so the server seldom closes one just
  // as a client reuses it (a client that reads the Keep-Alive hint never does).
  forwarder.keepAliveTimeout = 65_000;
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
