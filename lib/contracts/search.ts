import { z } from "zod";
import { listTranscriptsQuerySchema } from "./transcript-summary";

/** Who said what a hit holds: a person, the model (text, thinking, tool calls), a tool's result. */
export const SEARCH_ROLES = ["user", "assistant", "tool"] as const;
export type SearchRole = (typeof SEARCH_ROLES)[number];

/** Longest `q` taken: a search box's worth, far below what a URL or the index would choke on. */
export const MAX_QUERY_CHARS = 500;
/** Words one query may hold; each is one more term the index intersects. */
export const MAX_QUERY_WORDS = 16;

const dayOrInstant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** An instant, or a day (`2026-11-27`: midnight UTC), from a query string. */
const instant = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string()
    .refine(
      (value) => dayOrInstant.safeParse(value).success,
      "must be a day (2026-11-27) or a date-time (2026-11-27T10:00:00Z)",
    )
    .optional(),
);

/**
 * Query of `GET /api/search` (SPEC section 2): the words, the sessions list's filters, and
 * the hit's own: who said it, which tool, and when (`from` inclusive, `to` exclusive).
 */
export const searchQuerySchema = listTranscriptsQuerySchema
  .pick({ version: true, model: true, project: true, compacted: true, reproduces: true })
  .extend({
    q: z.string().trim().min(1, "q must not be empty").max(MAX_QUERY_CHARS),
    role: z.enum(SEARCH_ROLES).optional(),
    tool: z.string().trim().max(100).optional(),
    from: instant,
    to: instant,
    cursor: z
      .string()
      .regex(/^\d{1,6}$/, "cursor must be an offset below 1,000,000")
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A span of a snippet that matched a word of the query, in UTF-16 offsets. */
export const highlightSchema = z.object({ start: z.number(), end: z.number() });
export type Highlight = z.infer<typeof highlightSchema>;

export const searchHitSchema = z.object({
  transcriptId: z.string(),
  /** 1-based line of the record in its file: the session page opens at `?line=`. */
  line: z.number(),
  /** Plain text around the first match (never HTML); `…` marks a cut. */
  snippet: z.string(),
  highlights: z.array(highlightSchema),
  role: z.enum(SEARCH_ROLES),
  tool: z.string().nullable(),
  /** When the record was written (ISO), when it says. */
  at: z.string().nullable(),
  /** The session's name in the list. */
  name: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  hits: z.array(searchHitSchema),
  /** Hits the query matches, counted up to `MAX_COUNTED_HITS`; `totalIsLowerBound` past it. */
  total: z.number(),
  totalIsLowerBound: z.boolean(),
  nextCursor: z.string().nullable(),
  /** Sessions searched: those the filters match, newest first, at most MAX_SEARCHED_SESSIONS. */
  sessionsSearched: z.number(),
  sessionsLeftOut: z.boolean(),
  /** Of the sessions searched, those not indexed yet (just stored: indexed in the background). */
  sessionsPending: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Past this many the count stops: "10,000+ hits" is as useful as the exact figure, and cheap. */
export const MAX_COUNTED_HITS = 10_000;
/** Sessions one search reads, newest first; the answer says when the filters match more. */
export const MAX_SEARCHED_SESSIONS = 5_000;
