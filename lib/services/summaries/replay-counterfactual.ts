import { callsUntilNextCompaction } from "../../compaction/explain/calls-until-next-compaction";
import type { ReplayService } from "../replay/replay-service";
import type { ReplayCounterfactual } from "./summaries-ports";

/**
 * Calls until the next compaction had this summary been used: the transcript replayed (in the
 * worker pool, stored like any replay) with the point's summary set to `summaryTokens`
 * (`summaryAt`). A replay that cannot run (busy pool, a deleted transcript) leaves the metric
 * "not computed" rather than failing the variant.
 */
export function replayCounterfactual(
  replay: () => Pick<ReplayService, "replayResult">,
): ReplayCounterfactual {
  return async (input) => {
    const { transcriptId, atCall, summaryTokens, profile, overrides } = input;
    // A compaction before the file's first call (a resumed session opening on a boundary): no
    // call of this file ran with that summary, so there is nothing to replay differently.
    if (atCall < 1) return undefined;
    try {
      const result = await replay().replayResult(transcriptId, {
        profile,
        overrides,
        summaryAt: { atCall, tokens: summaryTokens },
      });
      return result === null ? undefined : callsUntilNextCompaction(result, atCall);
    } catch (error) {
      console.warn(
        `Counterfactual replay of ${transcriptId} at call ${atCall} failed:`,
        String(error),
      );
      return undefined;
    }
  };
}
