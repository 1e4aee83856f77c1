import { loneRoundCompactsAt } from "../compaction/mechanisms/kept-last-round/config";
import { overridesForEnv } from "../compaction/config/env-overrides";
import { resolveConfig } from "../compaction/config/resolve-config";
import { replaySession } from "../compaction/replay/replay-session";
import { modelFromText } from "./check-engine";

/**
 * The engine's threshold for a version, a model and an environment, without a client run: a
 * one-call transcript of the lab's own words, written as that version would, replayed under
 * `auto` with the environment's overrides (as check-engine.ts replays a probe). Lets a matrix
 * row measured earlier be checked against today's engine.
 *
 * @example
 * engineThresholdFor({ version: "2.0.8", model: "claude-sonnet-4-5-20250929", env: {} }) // 155000
 */
export function engineThresholdFor(row: {
  version: string;
  model: string;
  env: Record<string, string>;
}): { profile: string; threshold: number; loneRoundThreshold: number | null; window: number } {
  const base = { sessionId: "lab", version: row.version, isSidechain: false, cwd: "/lab" };
  const records = [
    {
      ...base,
      type: "user",
      uuid: "u1",
      parentUuid: null,
      timestamp: "2026-01-01T00:00:00.000Z",
      message: { role: "user", content: "Lab threshold question." },
    },
    {
      ...base,
      type: "assistant",
      uuid: "a1",
      parentUuid: "u1",
      timestamp: "2026-01-01T00:00:01.000Z",
      message: {
        id: "msg_lab",
        role: "assistant",
        model: row.model,
        content: [{ type: "text", text: "ok" }],
        usage: { input_tokens: 1_000, output_tokens: 1 },
      },
    },
  ];
  const model = modelFromText(records.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const overrides = overridesForEnv(row.env, row.version).overrides;
  const result = replaySession(model, { overrides });
  const { values } = resolveConfig(model, { overrides });
  return {
    profile: result.profile,
    threshold: result.thresholds.autocompactThreshold,
    loneRoundThreshold: loneRoundCompactsAt(values, result.thresholds.blockingLimit),
    window: result.window.tokens,
  };
}
