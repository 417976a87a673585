import { useRouterState } from "@tanstack/react-router";
import { Alert } from "./feedback";
import "./flash-notice.css";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** A one-time notice for the page navigated to (e.g. "Konto zostało usunięte."). */
    notice?: string;
  }
}

/** Shows the notice the previous page left in the navigation state; it goes with that history entry. */
export function FlashNotice() {
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  if (typeof notice !== "string" || !notice) return null;
  return (
    <div className="flash-notice">
      <Alert kind="success">{notice}</Alert>
    </div>
  );
}
