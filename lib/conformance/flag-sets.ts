import type { RemoteAnswers } from "../llm/testing/fake-remote-flags";

/**
 * The remote flag sets the lab can serve a version (`--flags <id>`): non-essential traffic on,
 * the client's start-up requests answered by the fake remote-flags server with these flags.
 * A set names only what the lab measured a version to read; the names are the client's own
 * flag keys (facts, not its code).
 */
export type FlagSet = {
  id: string;
  description: string;
  /** A probe script that measured the set outside the matrix (its findings in the description). */
  measuredBy?: string;
} & RemoteAnswers;

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
    // Read in the binaries (lib/compaction/fit/experiment-windows.ts); measured in both modes.
    id: "amber-redwood2-256k",
    description:
      'traffic on; the remote flag tengu_amber_redwood2 = "256k", the experiment window 2.1.154 and later give claude-opus-4-8 alone, read by the interactive client only. Alone it compacts nothing: 2.1.165 on claude-opus-4-8 stays quiet at a reported 999,000 in the interactive client, and at 224,000 in print mode, as without it',
    flags: { tengu_amber_redwood2: "256k" },
  },
  {
    id: "amber-redwood2-256k+redwood3",
    description:
      'traffic on; tengu_amber_redwood2 = "256k" and tengu_amber_redwood3 on: the second lets a session whose window comes from the experiment compact proactively (interactive client only). 2.1.165: claude-opus-4-8 at a count of 166,998 (its own 200K is the smaller), claude-opus-4-8[1m] at 222,998 (256,000 - 33,000 - 2)',
    flags: { tengu_amber_redwood2: "256k", tengu_amber_redwood3: true },
  },
  {
    id: "amber-redwood2-150k+redwood3",
    description:
      "traffic on; tengu_amber_redwood2 = \"150k\" and tengu_amber_redwood3 on: a window under the model's own, so the experiment's window shows. 2.1.165 interactive: claude-opus-4-8 at a count of 116,998; print mode never",
    flags: { tengu_amber_redwood2: "150k", tengu_amber_redwood3: true },
  },
  {
    id: "amber-redwood2-150k",
    description: 'traffic on; tengu_amber_redwood2 = "150k" alone',
    flags: { tengu_amber_redwood2: "150k" },
  },
  {
    id: "amber-redwood3",
    description:
      "traffic on; tengu_amber_redwood3 on alone: in 2.1.165's interactive client a model with no window the client knows compacts proactively at its own window (claude-opus-4-8 at a count of 166,998, claude-sonnet-4-5 at 167,000), where without it only a prompt-too-long compacts",
    flags: { tengu_amber_redwood3: true },
  },
  {
    id: "hawthorn-steeple",
    description:
      "traffic on; tengu_hawthorn_steeple on: the tool results that answer one assistant message are held to 200,000 characters, the largest sent as a <persisted-output> preview and listed in a content-replacement record. 2.1.101's interactive client, twelve Bash results of 28,000 characters: five previewed (2,243 characters each), one record listing them; print mode sends all twelve whole and writes no record",
    measuredBy: "scripts/conformance-tool-result-budget.ts",
    flags: { tengu_hawthorn_steeple: true },
  },
];

export function findFlagSet(id: string): FlagSet | null {
  return FLAG_SETS.find((s) => s.id === id) ?? null;
}
