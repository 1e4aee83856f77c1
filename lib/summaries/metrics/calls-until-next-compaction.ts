import type { Metric } from "./metric";

/** The engine's counterfactual: replayed calls until the next compaction with this summary. */
export const callsUntilNextCompactionMetric: Metric = {
  id: "calls-until-next-compaction",
  label: "Calls until next compaction",
  definition:
    "How many more calls the session would have run before compacting again had this summary " +
    "been used. The replay engine replays the transcript under the point's profile with this " +
    "compaction's summary set to this summary's tokens: the context right after the " +
    "compaction is the recorded one minus the recorded summary plus this one (or the engine's " +
    "estimate for a compaction the session did not record), and every later call grows from " +
    "there by the growth the transcript shows. A bigger summary leaves less room and the next " +
    "compaction comes sooner. '≥ N (end of file)' means no compaction before the transcript " +
    "ends, N calls later. Higher is better: more work fits before the next compaction.",
  better: "higher",
  compute: ({ counterfactual }) => {
    switch (counterfactual?.kind) {
      case "next":
        return {
          value: counterfactual.calls,
          display: `${counterfactual.calls} (at call ${counterfactual.nextAtCall})`,
        };
      case "end-of-file":
        return { value: counterfactual.calls, display: `≥ ${counterfactual.calls} (end of file)` };
      case "not-compacted":
        return { value: null, display: "n/a (the replay does not compact here)" };
      case undefined:
        return { value: null, display: "not computed" };
    }
  },
};
