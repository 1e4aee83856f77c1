import { describe, expect, it } from "vitest";
import { modelOutput, resolveContextWindow, sessionOutputLimit } from "./model-windows";
import { PROFILES } from "./profiles";
import type { ReplayConfig } from "./replay-config";
import { makeModel } from "../testing/make-model";

const config = (overrides: Partial<ReplayConfig> = {}): ReplayConfig => ({
  ...PROFILES["cc-2.1"].values,
  ...overrides,
});
const session = (model: string, context = 150_000, version = "2.1.63") =>
  makeModel({ model, version, turns: [{ context }] });

describe("resolveContextWindow", () => {
  it.each([
    ["200K by default", session("claude-opus-4-6"), config(), 200_000, "default"],
    ["1M for a [1m] model setting", session("claude-sonnet-4-5[1m]"), config(), 1_000_000, "table"],
    [
      "200K for a proxy name merely containing 1m (2.1.63 compacted at 168K)",
      session("claude-opus-4.6-1m"),
      config(),
      200_000,
      "default",
    ],
    [
      "1M when the session held more than 200K (sonnet-4-6 reached 249K)",
      session("claude-sonnet-4-6", 248_947),
      config(),
      1_000_000,
      "observed",
    ],
    [
      "1M for a model its version gives 1M by default (scenario 5: opus-4-7 from 2.1.285)",
      session("claude-opus-4-7", 150_000, "2.1.330"),
      config(),
      1_000_000,
      "table",
    ],
    [
      "200K for the same model before (2.1.112 knew no 1M default)",
      session("claude-opus-4-7", 150_000, "2.1.112"),
      config(),
      200_000,
      "default",
    ],
    [
      "auto for a name the version does not know, under a profile with auto windows",
      session("claude-opus-4-7", 150_000, "2.1.268"),
      config({ unknownModelWindow: "auto" }),
      200_000,
      "auto",
    ],
    [
      "a remote session compacts the same model at its own window (CLAUDE_CODE_REMOTE, lab 2.1.165)",
      session("claude-opus-4-7", 150_000, "2.1.268"),
      config({ unknownModelWindow: "auto", remoteSession: true }),
      200_000,
      "default",
    ],
    [
      "a user row, the longest match winning",
      session("glm-4.7"),
      config({ modelWindows: { glm: 128_000, "glm-4.7": 200_000 } }),
      200_000,
      "custom",
    ],
    [
      "the override above all",
      session("claude-sonnet-4-5[1m]"),
      config({ contextWindow: 180_000 }),
      180_000,
      "override",
    ],
  ])("%s", (_rule, model, values, tokens, source) => {
    expect(resolveContextWindow(model, values)).toMatchObject({ tokens, source });
  });
});

// Conformance lab, 2026-11-26 (200k+window-env; CLAUDE_CODE_MAX_OUTPUT_TOKENS unset, and 300,000).
describe("modelOutput and sessionOutputLimit", () => {
  it.each([
    ["claude-opus-4-6", "2.1.86", 64_000, 128_000, "adaptive"],
    ["claude-opus-4-6[1m]", "2.1.330", 64_000, 128_000, "adaptive"],
    ["claude-sonnet-4-6", "2.1.330", 32_000, 128_000, "adaptive"],
    ["claude-opus-4-5-20251101", "2.1.330", 32_000, 64_000, "budget"],
    ["claude-sonnet-4-5-20250929", "2.1.86", 32_000, 64_000, "budget"],
    ["claude-haiku-4-5-20251001", "2.1.330", 32_000, 64_000, "budget"],
    ["claude-sonnet-4-20250514", "2.1.330", 32_000, 64_000, "budget"],
    ["claude-3-7-sonnet-20250219", "2.1.86", 32_000, 64_000, "none"],
    ["claude-opus-4-8", "2.1.86", 32_000, 32_000, "budget"],
    ["claude-opus-4-8", "2.1.116", 64_000, 128_000, "adaptive"],
    ["claude-fable-5", "2.1.86", 32_000, 64_000, "adaptive"],
    ["claude-fable-5", "2.1.330", 64_000, 128_000, "adaptive"],
    ["glm-4.7", "2.1.86", 32_000, 64_000, "adaptive"],
    ["glm-4.7", "2.1.330", 32_000, 128_000, "adaptive"],
    [null, null, 32_000, 128_000, "adaptive"],
  ] as const)(
    "%s on %s: output limit %i, at most %i, %s thinking",
    (model, version, limit, max, thinking) => {
      expect(modelOutput(model, version)).toMatchObject({ limit, max, thinking });
      expect(sessionOutputLimit(model, version)).toBe(limit);
      expect(sessionOutputLimit(model, version, 300_000)).toBe(max);
      expect(sessionOutputLimit(model, version, 10_000)).toBe(10_000);
    },
  );
});
