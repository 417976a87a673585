import { useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * A GET form that asks `action` again with the current address's query, `field` replaced by the form's own
 * field of that name: for a control a page the worker rendered must work without scripts (decision 0033).
 * The app works the control out as it changes, so a submit there sends nothing.
 */
export function QueryForm({
  action,
  field,
  className,
  children,
}: {
  /** Where to, with the fragment the page without scripts comes back to. */
  action: string;
  field: string;
  className: string;
  children: ReactNode;
}) {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  // A form sent without scripts may repeat a name (`dietary`): every pair is kept, in order.
  const kept = [...new URLSearchParams(searchStr)].filter(([name]) => name !== field);
  return (
    <form className={className} method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      {kept.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pairs are the query's, in its order
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
