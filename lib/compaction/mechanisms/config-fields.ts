import { z } from "zod";
import {
  boundedNumber,
  idleMinutes,
  LIST_LIMIT,
  MAX_WINDOW_TOKENS,
  toolNames,
  wholeNumber,
} from "../config/constant-bounds";
import type { ConstantSection } from "./types";

export { boundedNumber, idleMinutes, LIST_LIMIT, wholeNumber };

/** The zod types the mechanisms' constants are built from (bounds in `constant-bounds.ts`). */
const LARGEST_WINDOW = "no model has a larger window";
export const tokens = wholeNumber(MAX_WINDOW_TOKENS, LARGEST_WINDOW);
export const window = wholeNumber(MAX_WINDOW_TOKENS, LARGEST_WINDOW, 1_000);
export const count = wholeNumber;
export const toolList = toolNames();
export const callIndex = wholeNumber(MAX_WINDOW_TOKENS, "no transcript has more calls");

export const manualCompactionSchema = z.strictObject({
  atCall: callIndex,
  direction: z.enum(["full", "from", "up_to"]).default("full"),
  /** Partial compaction pivot (a call index since the last compaction); ignored for "full". */
  pivotCall: callIndex.optional(),
});
export type ManualCompaction = z.infer<typeof manualCompactionSchema>;

/** The values of a config slice: what its defaults must give. */
export type ValuesOf<Shape extends z.ZodRawShape> = { [K in keyof Shape]: z.output<Shape[K]> };

/**
 * A section of a mechanism's constants, its defaults, sources and profile values checked
 * against its own shape.
 *
 * @example
 * constantSection({ group: "compaction", shape: { reactiveCompact: z.boolean() },
 *   defaults: { reactiveCompact: false }, sources: {}, profiles: { "cc-2.1-reactive": { reactiveCompact: true } } })
 */
export function constantSection<Shape extends z.ZodRawShape>(
  section: ConstantSection<Shape>,
): ConstantSection<Shape> {
  return section;
}
