import type { SnippetSegment } from "@/lib/view/search/snippet-segments";
import styles from "./search.module.css";

/** A hit's snippet as text, its matches marked: React escapes every piece, no HTML is made. */
export function HitSnippet({ segments }: { segments: SnippetSegment[] }) {
  return (
    <span className={styles.snippet} data-testid="search-snippet">
      {segments.map((segment, index) =>
        segment.isMatch ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </span>
  );
}
