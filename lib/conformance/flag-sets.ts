import type { RemoteAnswers } from "../llm/testing/fake-remote-flags";

/**
 * The remote flag sets the lab can serve a version (`--flags <id>`): non-essential traffic on,
 * the client's start-up requests answered by the fake remote-flags server with these flags.
 * A set names only what the lab measured a version to read; the names are the client's own
 * flag keys (facts, not its code).
 */
export type FlagSet = { id: string; description: string } & RemoteAnswers;

export const FLAG_SETS: readonly FlagSet[] = [
  {
    id: "served-empty",
    description:
      "traffic on; the remote evaluation answered with no flags and the bootstrap with no fields, so the client runs on its built-in defaults",
    flags: {},
  },
  {
    // Read from 2.1.182 (2.1.181 ignores it): bisected with a warm-up round, sonnet-4-5 at 199,000.
    id: "bootstrap-sonnet-4-5-200k",
    description:
      "traffic on; the start-up bootstrap gives auto_compact_windows { claude-sonnet-4-5: 200000 }, a window for a model the client does not know. Read from 2.1.182 (2.1.181 never compacts under it)",
    bootstrap: { auto_compact_windows: { "claude-sonnet-4-5": 200_000 } },
  },
  {
    // Found by serving every boolean flag 2.1.332 reads flipped and halving the set.
    id: "logical-pillow",
    description:
      "traffic on; the remote flag tengu_logical_pillow on (off by default): the one boolean flag of 2.1.332 whose flip moved a threshold. After a warm-up round, under a 200K window variable, it compacts at a count of 166,993 instead of 167,000 (quiet at 166,992); the lone-round thresholds below do not move",
    flags: { tengu_logical_pillow: true },
  },
  {
    // Read in the binaries (lib/compaction/fit/experiment-windows.ts), measured in print mode.
    id: "amber-redwood2-256k",
    description:
      'traffic on; the remote flag tengu_amber_redwood2 = "256k", the experiment window 2.1.158 and later give claude-opus-4-8 alone, in the interactive client only: print mode, which the lab drives, ignores it (2.1.165 on claude-opus-4-8 after a warm-up round stays quiet at a reported 224,000 with it as without it), so the window it sets is not measured here',
    flags: { tengu_amber_redwood2: "256k" },
  },
];

export function findFlagSet(id: string): FlagSet | null {
  return FLAG_SETS.find((s) => s.id === id) ?? null;
}
