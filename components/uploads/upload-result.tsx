import { formatInteger } from "@/lib/view/format/format-number";
import type { UploadOutcome } from "@/lib/view/uploads/upload-answer";
import {
  countCompactionsByTrigger,
  describeCompactionCounts,
} from "@/lib/view/library/transcript-row";

/** How many invalid lines an upload row lists before "and N more". */
const INVALID_LINES_SHOWN = 5;

/** What the server made of one uploaded file, or why it refused it, in words. */
export function UploadResult({ outcome }: { outcome: UploadOutcome }) {
  if (!outcome.ok) {
    return (
      <p className="upload-error" role="alert" data-testid="upload-error">
        <strong>Not stored:</strong> {outcome.message}{" "}
        <span className="muted">({outcome.code})</span>
      </p>
    );
  }
  const { transcript, duplicate } = outcome;
  const compactions = countCompactionsByTrigger(transcript.compactions);
  const shown = transcript.invalidLines.slice(0, INVALID_LINES_SHOWN);
  const hidden = transcript.invalidLineCount - shown.length;
  return (
    <div className="upload-result" data-testid="upload-result">
      <p className="upload-figures">
        <span>{formatInteger(transcript.records)} records</span>
        <span>
          {formatInteger(compactions.total)}{" "}
          {compactions.total === 1 ? "compaction" : "compactions"}
          {compactions.total > 0 && ` (${describeCompactionCounts(compactions)})`}
        </span>
        <span>{formatInteger(transcript.apiCalls)} API calls</span>
        <span className={transcript.invalidLineCount ? "text-warn" : undefined}>
          {formatInteger(transcript.invalidLineCount)} invalid{" "}
          {transcript.invalidLineCount === 1 ? "line" : "lines"}
        </span>
      </p>
      {duplicate && (
        <p className="upload-note">
          Duplicate of an existing transcript: these bytes were uploaded before, nothing new was
          stored.
        </p>
      )}
      {shown.length > 0 && (
        <details className="invalid-lines">
          <summary>Show the first invalid lines</summary>
          <ol>
            {shown.map((invalid) => (
              <li key={invalid.line}>
                <span className="mono">line {formatInteger(invalid.line)}</span>: {invalid.reason}
              </li>
            ))}
          </ol>
          {hidden > 0 && <p className="muted">and {formatInteger(hidden)} more</p>}
        </details>
      )}
    </div>
  );
}
