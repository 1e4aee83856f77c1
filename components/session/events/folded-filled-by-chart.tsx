"use client";

import { useState } from "react";
import type { FilledByBar } from "@/lib/view/session/events/filled-by-bars";
import { WhyItCompactedChart } from "./why-it-compacted-chart";
import styles from "./why-it-compacted.module.css";

/**
 * "What filled the context" folded under its summary. Its figures are in the page from the
 * start; its bars are drawn once it is first opened: five folded charts measured and laid out
 * by recharts cost the first open of a long session about as much as the curve itself.
 */
export function FoldedFilledByChart({ bars, label }: { bars: FilledByBar[]; label: string }) {
  const [wasOpened, setOpened] = useState(false);
  return (
    <details
      className={styles.more}
      data-testid="why-chart"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>What filled the context, in a chart</summary>
      <WhyItCompactedChart bars={bars} label={label} drawsBars={wasOpened} />
    </details>
  );
}
