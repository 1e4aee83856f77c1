import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatInteger } from "@/lib/view/format/format-number";

type InvalidLinesListProps = {
  invalidLines: TranscriptSummary["invalidLines"];
  /** All invalid lines; the list holds at most the first 1,000. */
  total: number;
};

/** Every reported invalid line with its number and reason, folded away until asked for. */
export function InvalidLinesList({ invalidLines, total }: InvalidLinesListProps) {
  if (total === 0) return null;
  const unlisted = total - invalidLines.length;
  return (
    <details className="invalid-lines" data-testid="invalid-lines">
      <summary>
        {formatInteger(total)} invalid {total === 1 ? "line" : "lines"} (not JSON objects)
      </summary>
      <ol className="invalid-lines-list">
        {invalidLines.map((invalid) => (
          <li key={invalid.line}>
            <span className="mono invalid-line-number">line {formatInteger(invalid.line)}</span>
            <span>{invalid.reason}</span>
          </li>
        ))}
      </ol>
      {unlisted > 0 && <p className="muted">and {formatInteger(unlisted)} more not listed</p>}
    </details>
  );
}
