import { createFileRoute } from "@tanstack/react-router";
import { PrivacyContent } from "../features/legal/privacy-content";
import { usePageTitle } from "../lib/use-page-title";

export const Route = createFileRoute("/polityka-prywatnosci")({ component: PrivacyPage });

function PrivacyPage() {
  usePageTitle("Polityka prywatności");
  return <PrivacyContent />;
}
