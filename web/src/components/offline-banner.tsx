import { useOfflineState } from "../lib/offline";
import { offlineBannerText } from "../lib/offline-text";
import "./offline-banner.css";

/**
 * "Offline — dane z 14:32" on every page while the browser is offline or the data shown came from the
 * service worker's saved answers (lib/offline.ts). The live region is always there, so screen readers
 * announce the banner when it appears.
 */
export function OfflineBanner() {
  const { online, savedAt } = useOfflineState();
  const shown = !online || savedAt !== null;
  return (
    // A live region without the status role: pages keep `role="status"` for their own notices, one each.
    <div className="offline-status" aria-live="polite" aria-atomic="true">
      {shown && <p className="offline-banner">{offlineBannerText(savedAt, Date.now())}</p>}
    </div>
  );
}
