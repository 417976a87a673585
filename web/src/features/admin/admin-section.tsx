import { type ReactNode, useId, useState } from "react";

interface AdminSectionProps {
  title: string;
  /** Open when the page loads (stats and disputes); the others load their data when first opened. */
  initiallyOpen?: boolean;
  children: ReactNode;
}

/** A collapsible section of /admin (SPEC.md §2): a heading with a disclosure button. */
export function AdminSection({ title, initiallyOpen = false, children }: AdminSectionProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  const titleId = useId();
  return (
    <section className="card admin-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title admin-section__title">
        <button
          type="button"
          className="admin-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="admin-section__chevron">
            {open ? "▾" : "▸"}
          </span>
          {title}
        </button>
      </h2>
      <div id={bodyId} className="admin-section__body" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
