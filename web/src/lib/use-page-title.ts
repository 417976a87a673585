import { pageTitle } from "@shared/domain/page-title";
import { useEffect } from "react";

/** The document's title for this page, composed as the worker composes the titles it serves. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
