import { PAGE_ANSWER_ID, type PageAnswer, pageAnswerSchema } from "@shared/schemas/page-answer";
import * as v from "valibot";

/** Not read yet (null), none or already used (undefined), or the answer waiting for its request. */
let waiting: PageAnswer | undefined | null = null;

/** The answer the worker put into the page; read once (module scripts run after the whole document). */
function readAnswer(): PageAnswer | undefined {
  // Rendered in the worker (entry-server.tsx), there is no page yet: the answer is in the query cache.
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(PAGE_ANSWER_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = v.safeParse(pageAnswerSchema, JSON.parse(element.textContent ?? ""));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** The answer still waiting for its request, if any (read from the page on first use). */
function waitingAnswer(): PageAnswer | undefined {
  if (waiting === null) waiting = readAnswer();
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
  // Asked first: the query's own request takes the answer out of the page.
  const inPage = pageAnswers(url);
  const loading = load().catch(() => undefined);
  if (inPage) await loading;
}

/** The answer as the response the API gave: its JSON body and its headers. */
export function answerResponse(answer: PageAnswer): Response {
  return new Response(JSON.stringify(answer.body), { headers: answer.headers });
}

/**
 * Whether the page holds the answer to a GET of `url` (path and query, as the API client sends it). Its
 * query then resolves without the network, so a route loader can wait for it and render once, with the
 * data, rather than first with placeholders.
 */
export function pageAnswers(url: string): boolean {
  return waitingAnswer()?.url === url;
}

/**
 * `fetch` for the API client. The page's first GET to the endpoint the worker answered inside the page
 * (decision 0014) gets that answer without a round trip if it is exactly the same request (the worker
 * builds its URL as this client does); either way the answer is then gone, so no later request is ever
 * answered with data from the page load.
 */
export function fetchWithPageAnswer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const answer = waitingAnswer();
  if (answer && init?.method === "GET" && typeof input === "string" && pathOf(input) === pathOf(answer.url)) {
    waiting = undefined;
    if (input === answer.url) {
      return Promise.resolve(answerResponse(answer));
    }
  }
  return fetch(input, init);
}
