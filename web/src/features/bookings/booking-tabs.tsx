import { type KeyboardEvent, useRef } from "react";

export type Tab = "current" | "archive";
const TABS: { tab: Tab; label: string }[] = [
  { tab: "current", label: "Aktualne" },
  { tab: "archive", label: "Archiwum" },
];

interface BookingTabsProps {
  tab: Tab;
  counts: Record<Tab, number>;
  /** Prefix of the ids: the tab panel is `${baseId}-panel`, each tab `${baseId}-tab-${tab}`. */
  baseId: string;
  onSelect: (tab: Tab) => void;
}

/** "Aktualne" / "Archiwum" as an ARIA tab list: arrows, Home and End move between the tabs. */
export function BookingTabs({ tab, counts, baseId, onSelect }: BookingTabsProps) {
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((item) => item.tab === tab);
    let next: number | null = null;
    if (event.key === "ArrowRight") next = (index + 1) % TABS.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = TABS.length - 1;
    const target = next === null ? undefined : TABS[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.tab);
    tabRefs.current[target.tab]?.focus();
  }

  return (
    <div className="bk-tabs" role="tablist" aria-label="Rezerwacje">
      {TABS.map((item) => (
        <button
          key={item.tab}
          ref={(element) => {
            tabRefs.current[item.tab] = element;
          }}
          type="button"
          role="tab"
          id={`${baseId}-tab-${item.tab}`}
          aria-selected={tab === item.tab}
          aria-controls={`${baseId}-panel`}
          tabIndex={tab === item.tab ? 0 : -1}
          className="bk-tab"
          onClick={() => onSelect(item.tab)}
          onKeyDown={onKeyDown}
        >
          {item.label} <span className="bk-tab__count">({counts[item.tab]})</span>
        </button>
      ))}
    </div>
  );
}
