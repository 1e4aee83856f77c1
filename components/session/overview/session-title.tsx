import Link from "next/link";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { toSessionKeyFacts } from "@/lib/view/session/overview/session-key-facts";

/** The anchor of the file's full facts, cards and record types, below the replay. */
export const FILE_DETAILS_ID = "file-details";

/**
 * The top of a session page, kept to a few lines so the first screen is the replay's answer:
 * the name, the title, and one line of key facts with a link down to the rest.
 */
export function SessionTitle({ summary }: { summary: TranscriptSummary }) {
  return (
    <header className="session-header">
      <p className="breadcrumb">
        <Link href="/">← Sessions</Link>
      </p>
      <h1 className="session-title">
        {summary.name}
        {summary.isSubagent && <span className="badge">subagent</span>}
      </h1>
      {summary.title && <p className="session-subtitle">{summary.title}</p>}
      <ul className="key-facts" aria-label="Key facts" data-testid="key-facts">
        {toSessionKeyFacts(summary).map((fact) => (
          <li key={fact.id} className={fact.isWarning ? "text-warn" : undefined}>
            {fact.text}
          </li>
        ))}
        {summary.parentId && (
          <li>
            <Link href={`/sessions/${summary.parentId}`}>Open the parent transcript</Link>
          </li>
        )}
        <li>
          <a href={`#${FILE_DETAILS_ID}`}>All file details</a>
        </li>
      </ul>
    </header>
  );
}
