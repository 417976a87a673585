import { Link } from "@tanstack/react-router";
import { usePageTitle } from "../lib/use-page-title";
import "./coming-soon.css";

/** Shown by routes whose feature has not been built yet; it never pretends to have data. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="card medium center stack coming-soon">
      <h1 className="page-title">{title}</h1>
      <p className="muted">Ta część serwisu jest w przygotowaniu i wkrótce będzie dostępna.</p>
      <Link to="/">Wróć na stronę główną</Link>
    </div>
  );
}
