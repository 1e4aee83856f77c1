import { z } from "zod";
import { MAX_WINDOW_TOKENS, toolNames, wholeNumber } from "../config/constant-bounds";

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
