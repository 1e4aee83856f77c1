import Link from "next/link";
import type { TranscriptLinks } from "@/lib/contracts/task-links";
import { describeTaskCalls, toTaskCallViews } from "@/lib/view/session/task-links";

/** Calls listed before the rest fold away: an orchestrator session makes dozens. */
const SHOWN = 8;

/** A session's Task calls, each linking to its subagent's transcript when that is stored. */
export function TaskCallsList({ links }: { links: TranscriptLinks }) {
  const views = toTaskCallViews(links);
  const item = (view: (typeof views)[number]) => (
    <li key={view.line} data-testid="task-call-fact" data-line={view.line}>
      <span className="muted">L{view.line}</span>{" "}
      {view.href ? (
        <Link href={view.href} title={view.title}>
          {view.label}
        </Link>
      ) : (
        <span>{view.label}</span>
      )}{" "}
      <span className="muted" title={view.title}>
        ({view.status})
      </span>
    </li>
  );
  return (
    <>
      <span className="muted">{describeTaskCalls(links)}</span>
      <ul className="subagent-links">{views.slice(0, SHOWN).map(item)}</ul>
      {views.length > SHOWN && (
        <details>
          <summary>{views.length - SHOWN} more</summary>
          <ul className="subagent-links">{views.slice(SHOWN).map(item)}</ul>
        </details>
      )}
    </>
  );
}
