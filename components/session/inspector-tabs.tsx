"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";
import type { InspectorTab } from "@/lib/view/session/inspector-url";

export type TabPanel = { id: InspectorTab; label: string; render: () => ReactNode };

type InspectorTabsProps = {
  tabs: TabPanel[];
  selected: InspectorTab;
  onSelect(tab: InspectorTab): void;
};

/**
 * WAI-ARIA tabs: arrows, Home and End move between tabs and select them; only the selected
 * panel is rendered (the tree fetches its data when first shown).
 */
export function InspectorTabs({ tabs, selected, onSelect }: InspectorTabsProps) {
  const buttons = useRef(new Map<InspectorTab, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent) {
    const at = tabs.findIndex((tab) => tab.id === current?.id);
    const target = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <section className="panel inspector-tabs">
      <div role="tablist" aria-label="Session views" className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={tab.id === current?.id}
            tabIndex={tab.id === current?.id ? 0 : -1}
            className="tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
          {current.render()}
        </div>
      )}
    </section>
  );
}
