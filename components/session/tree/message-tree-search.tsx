"use client";

import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./message-tree.module.css";

type MessageTreeSearchProps = {
  query: string;
  matchCount: number;
  /** 0-based position of the selected match, or -1. */
  current: number;
  onQueryChange(query: string): void;
  onStep(step: 1 | -1): void;
};

/** Search over the records' metadata: Enter for the next match, Shift+Enter the previous. */
export function MessageTreeSearch(props: MessageTreeSearchProps) {
  const { query, matchCount, current } = props;
  const hasQuery = query.trim() !== "";
  return (
    <div className={styles.search} role="search">
      <input
        type="search"
        className={`input ${styles.searchInput}`}
        aria-label="Search the message tree"
        placeholder="Search: type, role, tool, uuid prefix, line"
        value={query}
        onChange={(event) => props.onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          props.onStep(event.shiftKey ? -1 : 1);
        }}
      />
      <span className={styles.matchCount} role="status" aria-live="polite">
        {hasQuery
          ? matchCount === 0
            ? "no matches"
            : `${current >= 0 ? `${formatInteger(current + 1)} of ` : ""}${formatInteger(matchCount)} ${matchCount === 1 ? "match" : "matches"}`
          : ""}
      </span>
      <button
        type="button"
        className="button"
        disabled={matchCount === 0}
        onClick={() => props.onStep(-1)}
      >
        Previous
      </button>
      <button
        type="button"
        className="button"
        disabled={matchCount === 0}
        onClick={() => props.onStep(1)}
      >
        Next
      </button>
    </div>
  );
}
