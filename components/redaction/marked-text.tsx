import { splitMarkers } from "@/lib/view/redaction/redaction-summary";
import styles from "./redaction.module.css";

/** A text with its redaction markers set apart, all of it drawn as React text (inert). */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {splitMarkers(text).map((piece, i) =>
        piece.isMarker ? (
          <mark key={i} className={styles.marker} data-testid="redaction-marker">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
