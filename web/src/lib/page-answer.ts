import { PAGE_ANSWER_ID, type PageAnswer, pageAnswersSchema } from "@shared/schemas/page-answer";
import * as v from "valibot";
import type { JsonResponse } from "./api";
import { renderedByTheWorker } from "./rendered-by-the-worker";

/** Not read yet (null), or the answers still waiting for their requests (none, or all used: empty). */
let waiting: PageAnswer[] | null = null;

/** The answers the worker put into the page; read once (module scripts run after the whole document). */
function readAnswers(): PageAnswer[] {
  // Rendered in the worker (entry-server.tsx), there is no page yet: the answers are in the query cache.
  if (renderedByTheWorker()) return [];
  const element = document.getElementById(PAGE_ANSWER_ID);
  if (!element) return [];
  element.remove();
  try {
    const parsed = v.safeParse(pageAnswersSchema, JSON.parse(element.textContent ?? ""));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** The answers still waiting for their requests (read from the page on first use). */
function waitingAnswers(): PageAnswer[] {
  if (waiting === null) waiting = readAnswers();
  return waiting;
}

const pathOf = (url: string) => url.split("?")[0];

/**
 * For a route's loader: starts `load` (the route's query), in parallel with the route's code, and waits
 * for it only when the page holds the answer to a GET of `url` (decision 0014): that answer comes without
 * the network, so the first render shows the data rather than a loading state. Otherwise the page shows
 * its loading state until the query answers. A failure stays in the query, for the page to show.
 */
export async function loadWithPageAnswer(url: string, load: () => Promise<unknown>): Promise<void> {
  // In the worker (entry-server.tsx) the page's answers are in the query cache already, and there is no
  // API to ask: nothing is loaded, so a 404 answered there stays the query's state.
  if (renderedByTheWorker()) return;
  // Asked first: the query's own request takes the answer out of the page.
  const inPage = pageAnswers(url);
  const loading = load().catch(() => undefined);
  if (inPage) await loading;
}

/** The answer as the response the API gave: its status, its JSON body and its headers. */
export function answerResponse(answer: PageAnswer): Response {
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: answer.headers });
}

/**
 * The answer as the API client's response for a query's reader: for rendering a page in the worker
 * (entry-server.tsx), which has no API to ask. Unchecked like every API answer the client reads: the
 * worker made it with the API route's own use case.
 */
export function answered<T>(answer: PageAnswer): Promise<JsonResponse<T>> {
  return Promise.resolve(answerResponse(answer));
}

/**
 * Whether the page holds the answer to a GET of `url` (path and query, as the API client sends it). Its
 * query then resolves without the network, so a route loader can wait for it and render once, with the
 * data, rather than first with placeholders.
 */
export function pageAnswers(url: string): boolean {
  return waitingAnswers().some((answer) => answer.url === url);
}

/**
 * `fetch` for the API client. The page's first GET to an endpoint the worker answered inside the page
 * (decision 0014) gets that answer without a round trip if it is exactly the same request (the worker
 * builds its URL as this client does); either way that answer is then gone, so no later request is ever
 * answered with data from the page load.
 */
export function fetchWithPageAnswer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (init?.method === "GET" && typeof input === "string") {
    const answers = waitingAnswers();
    const at = answers.findIndex((answer) => pathOf(answer.url) === pathOf(input));
    const answer = answers[at];
    if (answer) {
      answers.splice(at, 1);
      if (input === answer.url) return Promise.resolve(answerResponse(answer));
    }
  }
  return fetch(input, init);
}
