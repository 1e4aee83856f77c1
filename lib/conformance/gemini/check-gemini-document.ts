import { profileForVersion } from "../../compaction/config/resolve-profile";
import { replaySession } from "../../compaction/replay/replay-session";
import { documentToLines, opensDocument } from "../../transcript/document-to-lines";
import { modelFromText } from "../check-engine";
import type { Disagreement, MatrixRow } from "../matrix-schema";

type Engine = NonNullable<MatrixRow["engine"]>;

/** The engine's compressions of a document session under the version's profile. */
function replayDocument(text: string, version: string) {
  const converted = documentToLines(text);
  if (!converted.ok) return { ok: false as const, reason: converted.reason };
  const model = modelFromText(converted.lines.join("\n") + "\n");
  const profile = profileForVersion(version, "gemini-cli").id;
  const result = replaySession(model, { profile });
  const compressions = result.events
    .filter((e) => e.kind === "gemini-compress")
    .map((e) => ({ atCall: e.atCall, tokensBefore: e.tokensBefore }));
  return { ok: true as const, model, result, compressions };
}

/** Whether the lab's session file is one JSON document (releases before the JSONL switch). */
export function isSessionDocument(text: string): boolean {
  return opensDocument(text.slice(0, text.indexOf("\n") + 1 || text.length));
}

/**
 * The engine against a release that writes one JSON document: such a file records no
 * compression (the client resumes the same record with the new history), and no version, so
 * the fake API's compression requests are the record, and the engine replays the converted
 * session under the profile of the version measured (what `auto` cannot know from the file).
 * At the threshold it must compress once, before the request after the reported count, with
 * that count; one token below, never.
 */
export function checkGeminiDocument(
  atThreshold: string,
  belowThreshold: string,
  version: string,
  threshold: number,
): { ok: true; engine: Engine } | { ok: false; reason: string } {
  const at = replayDocument(atThreshold, version);
  const below = replayDocument(belowThreshold, version);
  if (!at.ok) return { ok: false, reason: `the session at the threshold: ${at.reason}` };
  if (!below.ok) return { ok: false, reason: `the session below the threshold: ${below.reason}` };
  const disagreements: Disagreement[] = [];
  const [first, ...others] = at.compressions;
  if (first === undefined)
    disagreements.push({
      kind: "missed-compaction",
      message: `at the threshold: the client compressed at ${threshold}; the engine (${at.result.profile}) did not`,
    });
  else if (first.tokensBefore !== threshold)
    disagreements.push({
      kind: "pre-tokens",
      message: `at the threshold: engine counted ${first.tokensBefore}, the client ${threshold}`,
    });
  for (const extra of [...others, ...below.compressions])
    disagreements.push({
      kind: "extra-compaction",
      message: `the engine (${at.result.profile}) compressed before call ${extra.atCall} at ${extra.tokensBefore}; the client did not`,
    });
  return {
    ok: true,
    engine: {
      profile: at.result.profile,
      threshold: at.result.thresholds.autocompactThreshold,
      loneRoundThreshold: null,
      window: at.result.window.tokens,
      preTokensOffset: first ? first.tokensBefore - threshold : null,
      disagreements,
      requestDifferences: [],
    },
  };
}
