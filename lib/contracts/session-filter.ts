import { z } from "zod";
import {
  dayBound,
  listTranscriptsQuerySchema,
  type ListTranscriptsQuery,
} from "./transcript-summary";
import { HARNESS_IDS } from "../transcript/harness";

/**
 * Free text of the sessions list's filter: trimmed, and an empty field is no filter. A NUL is
 * refused: PostgreSQL cannot compare text holding one (error 22021), SQLite would match nothing.
 */
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !value.includes("\u0000"), "must not contain a NUL character")
    .transform((value) => (value === "" ? undefined : value))
    .optional();

/** A cost bound in USD as typed ("12", "0.5"), kept as text as the URL has it. */
const usdText = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,6})?$/, "a USD amount such as 12 or 0.5")
  .optional();

/**
 * The fields the sessions list filters by, one schema for its URL (`?q=&version=...`, which
 * lets every bad value fall back to no filter) and for saved filters (which refuse them).
 */
export const SESSION_FILTER_FIELDS = {
  q: filterText(200),
  /** Only the files of one agent. */
  harness: z.enum(HARNESS_IDS).optional(),
  version: filterText(50),
  model: filterText(100),
  project: filterText(500),
  /** "yes": only sessions with compactions; "no": only without. */
  compacted: z.enum(["yes", "no"]).optional(),
  /** "no": only sessions whose replay as recorded does not reproduce them; "yes": only those it does. */
  reproduces: z.enum(["yes", "no"]).optional(),
  minCost: usdText,
  maxCost: usdText,
  /** Sessions active on some day of this UTC range (YYYY-MM-DD, both included). */
  from: dayBound,
  to: dayBound,
};

export const FILTER_KEYS = [
  "q",
  "harness",
  "version",
  "model",
  "project",
  "compacted",
  "reproduces",
  "minCost",
  "maxCost",
  "from",
  "to",
] as const satisfies readonly (keyof typeof SESSION_FILTER_FIELDS)[];

/** A saved filter's filter: unknown keys and bad values are refused, not dropped. */
export const sessionFilterSchema = z.strictObject(SESSION_FILTER_FIELDS);
export type SessionFilter = z.infer<typeof sessionFilterSchema>;

/** The filter's fields that narrow the list, without the empty ones. */
export function pickFilter(source: Partial<Record<keyof SessionFilter, string>>): SessionFilter {
  const filter: Partial<Record<keyof SessionFilter, string>> = {};
  for (const key of FILTER_KEYS) if (source[key] !== undefined) filter[key] = source[key];
  return sessionFilterSchema.parse(filter);
}

/** The list query (newest first) that `listTranscripts` runs for a filter. */
export function toFilterListQuery(filter: SessionFilter, limit = 25): ListTranscriptsQuery {
  return listTranscriptsQuerySchema.parse({ ...filter, limit });
}

/** A filter as the sessions list's URL query (`q=auth&compacted=yes`): applying it. */
export function toFilterSearchParams(filter: SessionFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) params.set(key, value);
  }
  return params;
}
