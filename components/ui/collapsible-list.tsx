import type { ReactNode } from "react";

type CollapsibleListProps = {
  items: string[];
  /** How many items show before the rest fold into "and N more". */
  shown: number;
  render?(item: string): ReactNode;
  className?: string;
};

/** A list that stays short: the first items, then the rest behind a disclosure. */
export function CollapsibleList({
  items,
  shown,
  render = (item) => item,
  className,
}: CollapsibleListProps) {
  // Folding away a single item saves nothing: show it.
  const visible = items.length > shown + 1 ? items.slice(0, shown) : items;
  const rest = items.slice(visible.length);
  return (
    <div className={className}>
      <ul className="inline-list">
        {visible.map((item) => (
          <li key={item}>{render(item)}</li>
        ))}
      </ul>
      {rest.length > 0 && (
        <details className="more-list">
          <summary>and {rest.length} more</summary>
          <ul className="inline-list">
            {rest.map((item) => (
              <li key={item}>{render(item)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
