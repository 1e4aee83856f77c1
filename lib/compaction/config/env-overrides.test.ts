import { describe, expect, it } from "vitest";
import { overridesForEnv } from "./env-overrides";
import { replaySession } from "../replay/replay-session";
import { makeModel } from "../testing/make-model";

const PCT = { CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: "80" };
const WINDOW = { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "100000" };
const MAX_OUTPUT = { CLAUDE_CODE_MAX_OUTPUT_TOKENS: "10000" };
const NO_AUTO = { DISABLE_AUTO_COMPACT: "1" };

describe("overridesForEnv (the versions that read each variable, conformance lab)", () => {
  it.each([
    // 2.0.8 and 2.0.19 compact at 155,000 under 80%; 2.0.20 at 150,000.
    ["2.0.8", PCT, {}, ["CLAUDE_AUTOCOMPACT_PCT_OVERRIDE"]],
    ["2.0.19", PCT, {}, ["CLAUDE_AUTOCOMPACT_PCT_OVERRIDE"]],
    ["2.0.20", PCT, { autocompactPctOverride: 80 }, []],
    ["2.1.330", PCT, { autocompactPctOverride: 80 }, []],
    // A 100,000 window: 2.1.74 does not compact at 90,000, 2.1.75 does.
    ["2.1.63", WINDOW, {}, ["CLAUDE_CODE_AUTO_COMPACT_WINDOW"]],
    ["2.1.74", WINDOW, {}, ["CLAUDE_CODE_AUTO_COMPACT_WINDOW"]],
    ["2.1.75", WINDOW, { autoCompactWindow: 100_000 }, []],
    [null, WINDOW, { autoCompactWindow: 100_000 }, []],
    ["2.1.75", { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "lots" }, {}, []],
    // A 10,000 output limit moved every measured version's threshold (1.0.117 to 2.1.330).
    ["1.0.117", MAX_OUTPUT, { maxOutputTokens: 10_000 }, []],
    ["2.1.330", MAX_OUTPUT, { maxOutputTokens: 10_000 }, []],
    ["2.1.330", { CLAUDE_CODE_MAX_OUTPUT_TOKENS: "10000.5" }, {}, []],
    // DISABLE_AUTO_COMPACT=1: 2.0.76 still compacts at 155,000, 2.0.77 never does.
    ["2.0.76", NO_AUTO, {}, ["DISABLE_AUTO_COMPACT"]],
    ["2.0.77", NO_AUTO, { disableAutoCompact: true }, []],
    ["2.1.330", { DISABLE_AUTO_COMPACT: "TRUE" }, { disableAutoCompact: true }, []],
    ["2.1.330", { DISABLE_AUTO_COMPACT: "0" }, {}, []],
    // CLAUDE_CODE_REMOTE: from 2.1.153 it compacts a model with an auto window (lab, 2.1.165).
    ["2.1.165", { CLAUDE_CODE_REMOTE: "1" }, { remoteSession: true }, []],
    ["2.1.152", { CLAUDE_CODE_REMOTE: "true" }, {}, ["CLAUDE_CODE_REMOTE"]],
    ["2.1.165", { CLAUDE_CODE_REMOTE: "0" }, {}, []],
    // Codex CLI's config.toml (lab, 0.169.0: 100000 compacts at 100,000).
    [
      "0.169.0",
      { model_auto_compact_token_limit: "100000" },
      { codexAutoCompactTokenLimit: 100_000 },
      [],
    ],
    ["0.169.0", { model_auto_compact_token_limit: "-5" }, {}, []],
  ] as const)("%s with %j", (version, env, overrides, ignored) => {
    expect(overridesForEnv(env, version)).toEqual({ overrides, ignored });
  });

  it.each([
    ["2.0.8", 155_000],
    ["2.0.20", 134_400],
    ["2.1.22", 144_000],
  ])(
    "gives %s under CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80 a threshold of %i",
    (version, threshold) => {
      const model = makeModel({ version, turns: [{ context: 10_000 }] });
      const { overrides } = overridesForEnv(PCT, version);
      expect(replaySession(model, { overrides }).thresholds.autocompactThreshold).toBe(threshold);
    },
  );
});
