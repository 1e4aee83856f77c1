import { z } from "zod";
import type { Aftermath } from "../compaction/aftermath/aftermath-types";
import type { CompactionPoint } from "./compaction-points";

const callRef = z.object({ call: z.number().int() });
const lineRef = z.object({ line: z.number().int() });

/** The aftermath of one recorded compaction as the API sends it (the engine's `Aftermath`). */
export const aftermathSchema = z.object({
  uuid: z.string(),
  atCall: z.number().int(),
  filesReread: z.array(
    z.object({
      path: z.string(),
      tokens: z.number().int().nonnegative(),
      firstRereadCall: z.number().int(),
      restored: z.boolean(),
    }),
  ),
  errorsRepeated: z.array(z.object({ text: z.string(), before: callRef, after: callRef })),
  commandsRerun: z.array(
    z.object({
      command: z.string(),
      tokens: z.number().int().nonnegative(),
      before: callRef,
      after: callRef,
    }),
  ),
  questionsRepeated: z.array(
    z.object({
      text: z.string(),
      earlier: z.string(),
      similarity: z.number().min(0).max(1),
      before: lineRef,
      after: lineRef,
    }),
  ),
  currentWork: z.array(z.string()),
  callsToResume: z.number().int().nonnegative().nullable(),
  tokensToResume: z.number().int().nonnegative().nullable(),
  tokensRespent: z.number().int().nonnegative(),
  costUsd: z.number().nonnegative().nullable(),
  callsAfter: z.number().int().nonnegative(),
});

export type AftermathDto = z.infer<typeof aftermathSchema>;

/** A compaction point with what the session did after it: recorded points only, else null. */
export type CompactionPointWithAftermath = CompactionPoint & { aftermath: AftermathDto | null };

/**
 * Each recorded point with its aftermath (matched by boundary uuid); replayed points, which
 * no transcript followed, get null.
 *
 * @example
 * withAftermath(points, measureAftermath(model, texts))[0]?.aftermath?.filesReread
 */
export function withAftermath(
  points: readonly CompactionPoint[],
  aftermath: readonly Aftermath[],
): CompactionPointWithAftermath[] {
  const byUuid = new Map(aftermath.map((a) => [a.uuid, a]));
  return points.map((point) => ({
    ...point,
    aftermath: point.origin === "recorded" ? (byUuid.get(point.uuid ?? "") ?? null) : null,
  }));
}
