import type { SearchHit, SearchResponse } from "../../contracts/search";
import { formatDateTimeUtc } from "../format/format-date";
import { formatInteger } from "../format/format-number";
import { toSnippetSegments, type SnippetSegment } from "./snippet-segments";

export type HitRow = {
  key: string;
  line: number;
  /** The session page at the hit's record. */
  href: string;
  /** "User", "Assistant · Bash", "Result · Read". */
  who: string;
  when: string | null;
  segments: SnippetSegment[];
};

export type HitGroup = { transcriptId: string; name: string; href: string; hits: HitRow[] };

const WHO = { user: "User", assistant: "Assistant", tool: "Result" } as const;

/** The session page opened at a line (the conversation view scrolls to it). */
export const hitHref = (transcriptId: string, line: number) =>
  `/sessions/${encodeURIComponent(transcriptId)}?line=${line}`;

/**
 * Hits grouped by session, sessions in the order of their best hit (the answer is best
 * first), hits inside a session by line.
 */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.transcriptId);
    if (!group) {
      group = {
        transcriptId: hit.transcriptId,
        name: hit.name,
        href: `/sessions/${encodeURIComponent(hit.transcriptId)}`,
        hits: [],
      };
      groups.set(hit.transcriptId, group);
    }
    group.hits.push({
      key: `${hit.transcriptId}:${hit.line}`,
      line: hit.line,
      href: hitHref(hit.transcriptId, hit.line),
      who: hit.tool ? `${WHO[hit.role]} · ${hit.tool}` : WHO[hit.role],
      when: hit.at === null ? null : formatDateTimeUtc(hit.at),
      segments: toSnippetSegments(hit.snippet, hit.highlights),
    });
  }
  for (const group of groups.values()) group.hits.sort((a, b) => a.line - b.line);
  return [...groups.values()];
}

/**
 * The sentence above the hits: how many, in how many sessions, which page, and what the
 * search could not read (sessions still being indexed, sessions past the bound).
 */
export function describeSearch(answer: SearchResponse, offset: number): string {
  const sessions = new Set(answer.hits.map((hit) => hit.transcriptId)).size;
  const searched = `${plural(answer.sessionsSearched, "session")} searched`;
  const parts: string[] = [];
  if (answer.total === 0) parts.push(`No hits (${searched}).`);
  else if (offset === 0 && answer.nextCursor === null)
    parts.push(`${plural(answer.total, "hit")} in ${plural(sessions, "session")} (${searched}).`);
  else {
    const total = `${formatInteger(answer.total)}${answer.totalIsLowerBound ? "+" : ""}`;
    const range = `${formatInteger(offset + 1)}–${formatInteger(offset + answer.hits.length)}`;
    parts.push(
      `Hits ${range} of ${total}, in ${plural(sessions, "session")} on this page (${searched}).`,
    );
  }
  if (answer.sessionsPending > 0)
    parts.push(
      `${plural(answer.sessionsPending, "session")} not indexed yet: indexing in the background.`,
    );
  if (answer.sessionsLeftOut)
    parts.push("Only the newest sessions were searched: narrow the filters to reach older ones.");
  return parts.join(" ");
}

function plural(count: number, noun: string): string {
  return `${formatInteger(count)} ${noun}${count === 1 ? "" : "s"}`;
}
