import Link from "next/link";
import type { ReactNode } from "react";
import { CollapsibleList } from "@/components/ui/collapsible-list";
import { InvalidLinesList } from "@/components/session/overview/invalid-lines-list";
import { TaskCallsList } from "@/components/session/overview/task-calls-list";
import { LocalTime } from "@/components/ui/local-time";
import type { TranscriptLinks } from "@/lib/contracts/task-links";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { describeSessionSpan } from "@/lib/view/library/session-span";
import { toParentLink } from "@/lib/view/session/task-links";
import { formatDateTimeUtc } from "@/lib/view/format/format-date";
import { formatBytes, formatInteger } from "@/lib/view/format/format-number";
import { shortModelName } from "@/lib/view/format/short-model-name";

type SessionFactsProps = {
  summary: TranscriptSummary;
  /** Subagent files linked to this session (uploaded with it). */
  subagents: { id: string; name: string; apiCalls: number }[];
  /** Its Task calls and, for a subagent, the call that started it. */
  links: TranscriptLinks;
};

/** Everything the file says about itself, below the replay (the title line keeps the gist). */
export function SessionFacts({ summary, subagents, links }: SessionFactsProps) {
  const span = describeSessionSpan(summary);
  const parentLink = toParentLink(links);
  return (
    <div className="session-facts">
      <dl className="facts">
        <Fact label="Project">
          {summary.project ? <span className="mono break">{summary.project}</span> : <Missing />}
        </Fact>
        <Fact label={summary.versions.length === 1 ? "Version" : "Versions"}>
          {summary.versions.length ? (
            <CollapsibleList items={summary.versions} shown={8} />
          ) : (
            <Missing />
          )}
        </Fact>
        <Fact label="Models">
          {summary.models.length ? (
            <ul className="inline-list">
              {summary.models.map((model) => (
                <li key={model} title={model}>
                  {shortModelName(model)}
                </li>
              ))}
            </ul>
          ) : (
            <Missing />
          )}
        </Fact>
        <Fact
          label={
            summary.sessionIds.length === 1
              ? "Session id"
              : `Session ids (${summary.sessionIds.length})`
          }
        >
          {summary.sessionIds.length ? (
            <CollapsibleList items={summary.sessionIds} shown={3} className="mono" />
          ) : (
            <Missing />
          )}
        </Fact>
        <Fact label="Size">
          {formatBytes(summary.bytes)}{" "}
          <span className="muted">({formatInteger(summary.bytes)} bytes)</span>
        </Fact>
        <Fact label="Lines">
          {formatInteger(summary.lines)} lines · {formatInteger(summary.records)} records ·{" "}
          <span className={summary.invalidLineCount ? "text-warn" : undefined}>
            {formatInteger(summary.invalidLineCount)} invalid
          </span>
        </Fact>
        {span.isDated ? (
          <>
            <Fact label="Started">
              <LocalTime iso={span.startedAt} title={span.title} testId="fact-started" />{" "}
              <span className="muted">ran {span.duration}</span>
            </Fact>
            <Fact label="Last activity">
              <LocalTime iso={span.lastActivityAt} title={span.title} testId="fact-last-activity" />
            </Fact>
          </>
        ) : (
          <Fact label="Started">
            <span className="muted" title={span.title} data-testid="fact-started">
              {span.text}
            </span>
          </Fact>
        )}
        <Fact label="Uploaded">{formatDateTimeUtc(summary.createdAt)}</Fact>
        {parentLink ? (
          <Fact label="Parent session">
            <Link href={parentLink.href} data-testid="parent-session-link">
              {parentLink.text}
            </Link>
          </Fact>
        ) : (
          summary.parentId && (
            <Fact label="Parent session">
              <Link href={`/sessions/${summary.parentId}`}>Open the parent transcript</Link>
            </Fact>
          )
        )}
        {links.taskCalls.length > 0 && (
          <Fact label="Task calls">
            <TaskCallsList links={links} />
          </Fact>
        )}
        {subagents.length > 0 && (
          <Fact label={`Subagent files (${subagents.length})`}>
            <ul className="subagent-links">
              {subagents.map((subagent) => (
                <li key={subagent.id}>
                  <Link href={`/sessions/${subagent.id}`}>{subagent.name}</Link>{" "}
                  <span className="muted">{formatInteger(subagent.apiCalls)} calls</span>
                </li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
      <InvalidLinesList invalidLines={summary.invalidLines} total={summary.invalidLineCount} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Missing() {
  return <span className="muted">—</span>;
}
