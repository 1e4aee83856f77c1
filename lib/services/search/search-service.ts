import {
  MAX_COUNTED_HITS,
  MAX_SEARCHED_SESSIONS,
  SEARCH_ROLES,
  type SearchQuery,
  type SearchResponse,
} from "../../contracts/search";
import { listTranscriptsQuerySchema } from "../../contracts/transcript-summary";
import { findSearchHits } from "../../db/find-search-hits";
import type { PrismaClient } from "../../db/generated/client";
import { countUnindexed } from "../../db/search-entries";
import { listMatchingIds } from "../../db/transcript-queries";
import { AppError } from "../../errors";
import type { Redactor } from "../../redaction/redactor";
import { indexAppendedLines } from "./index-appended-lines";
import { makeSnippet } from "./make-snippet";
import { parseSearchWords } from "./parse-search-words";
import { SEARCH_INDEX_VERSION } from "./search-indexer";

const DAY_MS = 86_400_000;
const IS_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type SearchDeps = {
  db: () => PrismaClient;
  /** The workspace's redaction pass, or null when it is off: snippets are text that leaves. */
  newRedactor?: () => Promise<Redactor | null>;
};

/**
 * Full-text search over the message content of the caller's sessions: the sessions the list's
 * filters match (through the workspace-scoped client, so another workspace's never take part),
 * then the index's entries in them, best first, each with a snippet around its first match.
 */
export function createSearchService({ db, newRedactor }: SearchDeps) {
  return {
    async search(query: SearchQuery): Promise<SearchResponse> {
      const parsed = parseSearchWords(query.q);
      if (!parsed.ok) throw new AppError("invalid_request", parsed.reason);
      const sessions = await listMatchingIds(
        db(),
        listTranscriptsQuerySchema.parse({
          version: query.version,
          model: query.model,
          project: query.project,
          compacted: query.compacted,
          reproduces: query.reproduces,
        }),
        MAX_SEARCHED_SESSIONS,
      );
      const offset = Number(query.cursor ?? 0);
      const { rows, total } = await findSearchHits(db(), {
        terms: parsed.terms,
        transcriptIds: sessions.ids,
        role: query.role,
        tool: query.tool || undefined,
        fromMs: query.from === undefined ? undefined : Date.parse(query.from),
        // A day as the end means through that day.
        toMs:
          query.to === undefined
            ? undefined
            : Date.parse(query.to) + (IS_DAY.test(query.to) ? DAY_MS : 0),
        limit: query.limit,
        offset,
      });
      const [names, sessionsPending, redactor] = await Promise.all([
        namesOf(db(), [...new Set(rows.map((row) => row.transcriptId))]),
        countUnindexed(db(), sessions.ids, SEARCH_INDEX_VERSION),
        newRedactor?.() ?? null,
      ]);
      const next = offset + rows.length;
      return {
        hits: rows.map((row) => ({
          transcriptId: row.transcriptId,
          line: row.line,
          // Redacted before the snippet is cut, so no part of a secret survives at its edge.
          ...makeSnippet(
            redactor === null ? row.text : redactor.redactText(row.text),
            parsed.terms,
          ),
          // A stored column is an edge too: a role this build does not know reads as a person's.
          role: SEARCH_ROLES.find((role) => role === row.role) ?? "user",
          tool: row.tool,
          at: row.at === null ? null : new Date(row.at).toISOString(),
          name: names.get(row.transcriptId) ?? row.transcriptId,
        })),
        total: Math.min(Math.max(total, next), MAX_COUNTED_HITS),
        totalIsLowerBound: total > MAX_COUNTED_HITS,
        nextCursor: rows.length === query.limit && next < total ? String(next) : null,
        sessionsSearched: sessions.ids.length,
        sessionsLeftOut: sessions.hasMore,
        sessionsPending,
      };
    },

    /** Lines a live folder appended to a stored transcript: indexed from their raw bytes. */
    indexAppended(transcriptId: string, fromLine: number, toLine: number): Promise<void> {
      return indexAppendedLines(db(), transcriptId, fromLine, toLine);
    },
  };
}

async function namesOf(db: PrismaClient, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.transcript.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, title: true },
  });
  return new Map(rows.map((row) => [row.id, row.title ?? row.name]));
}

export type SearchService = ReturnType<typeof createSearchService>;
