import type { WordSegment } from "@/lib/view/summaries/word-diff";
import styles from "./summaries.module.css";

/**
 * A section's words with what differs from the baseline marked: added words in `<ins>`,
 * the baseline's words this one lacks in `<del>`. Every piece is a text node (the summary is
 * never read as HTML).
 */
export function DiffText({ segments }: { segments: readonly WordSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === "added" ? (
          <ins key={index} className={styles.added}>
            {segment.text}
          </ins>
        ) : segment.kind === "removed" ? (
          <del key={index} className={styles.removed}>
            {segment.text}
          </del>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
