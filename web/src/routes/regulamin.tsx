import { createFileRoute } from "@tanstack/react-router";
import { TermsContent } from "../features/legal/terms-content";
import { usePageTitle } from "../lib/use-page-title";

export const Route = createFileRoute("/regulamin")({ component: TermsPage });

function TermsPage() {
  usePageTitle("Regulamin");
  return <TermsContent />;
}
