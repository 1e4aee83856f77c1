import { describe, expect, it } from "vitest";
import { PROFILES } from "../../config/profiles";
import { computeThresholds } from "../threshold/compute-thresholds";
import { codexAutoCompactLimit } from "./limit";
import { codexTableWindow, rawWindowOfRecorded } from "./model-windows";

const codex = PROFILES.codex.values;

describe("Codex's limit", () => {
  it.each([
    ["90% of the window", null, 272_000, 244_800],
    ["a configured limit lowers it", 200_000, 272_000, 200_000],
    ["a configured limit never raises it", 300_000, 272_000, 244_800],
  ])("%s", (_rule, configured, window, limit) => {
    expect(
      codexAutoCompactLimit({ ...codex, codexAutoCompactTokenLimit: configured }, window),
    ).toBe(limit);
  });

  it("gives the thresholds: the usable window Codex reports is 95% (258,400 of 272,000)", () => {
    expect(computeThresholds(codex, 272_000)).toMatchObject({
      autocompactThreshold: 244_800,
      effectiveWindow: 258_400,
      blockingLimit: 258_400,
      isAutoCompactEnabled: true,
    });
  });
});

describe("Codex's model windows", () => {
  it.each([
    ["gpt-5-codex", 272_000],
    ["gpt-5.1-codex-max", 272_000],
    ["codex-mini-latest", 200_000],
    ["o4-mini", 200_000],
    ["gpt-4.1-2025-04-14", 1_047_576],
    ["gpt-oss-120b", 96_000],
    ["my-provider-model", null],
  ])("%s: %s", (name, window) => {
    expect(codexTableWindow(name)).toBe(window);
  });

  it.each([
    ["0.64.0 reports 95% of the window", 258_400, "0.64.0", 272_000],
    ["0.40.0 reported the window itself", 272_000, "0.40.0", 272_000],
  ])("%s", (_rule, recorded, version, raw) => {
    expect(rawWindowOfRecorded(recorded, version, 95)).toBe(raw);
  });
});
