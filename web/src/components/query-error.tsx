import { errorMessage } from "../lib/api";
import { TEXTS } from "../lib/texts";
import { Alert } from "./feedback";

interface QueryErrorProps {
  error: unknown;
  /** Loads again (a query's refetch). */
  onRetry: () => unknown;
  /** The text when the server gave none (SPEC.md §8: 'Nie udało się pobrać danych.'). */
  fallback?: string;
}

/** Data that failed to load: the server's message (or the fallback) and a way to try again. */
export function QueryError({ error, onRetry, fallback = TEXTS.loadFailed }: QueryErrorProps) {
  return (
    <div className="row">
      <Alert kind="error">{errorMessage(error, fallback)}</Alert>
      <button type="button" className="btn btn--secondary" onClick={() => void onRetry()}>
        {TEXTS.retry}
      </button>
    </div>
  );
}
