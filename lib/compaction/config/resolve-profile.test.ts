import { describe, expect, it } from "vitest";
import { compareVersions, resolveProfile } from "./resolve-profile";
import { makeModel } from "../testing/make-model";

const modelOf = (version: string) => makeModel({ version, turns: [{ context: 10_000 }] });

describe("resolveProfile", () => {
  it.each([
    ["1.0.117 (usage alone, 155K)", "1.0.117", "cc-2.0"],
    ["2.0.8", "2.0.8", "cc-2.0"],
    ["2.1.19 (155K with estimates)", "2.1.19", "cc-2.1-early"],
    ["2.1.20, the last before the cap", "2.1.20", "cc-2.1-early"],
    ["2.1.21 (167K, tool results cleared: the lab)", "2.1.21", "cc-2.1"],
    ["2.1.22", "2.1.22", "cc-2.1"],
    ["2.1.68, the last that clears tool results", "2.1.68", "cc-2.1"],
    ["2.1.69", "2.1.69", "cc-2.1-quiet"],
    ["2.1.148", "2.1.148", "cc-2.1-quiet"],
    ["2.1.152", "2.1.152", "cc-2.1-quiet"],
    ["2.1.153 (auto window, kept last round, reactive)", "2.1.153", "cc-2.1-reactive"],
    ["2.1.200", "2.1.200", "cc-2.1-reactive"],
    ["2.1.268", "2.1.268", "cc-2.1-reactive"],
    ["2.1.269 (lone round at the blocking limit)", "2.1.269", "cc-2.1-lone-round"],
    ["2.1.330", "2.1.330", "cc-2.1-lone-round"],
  ])("auto picks by version: %s", (_name, version, expected) => {
    expect(resolveProfile(modelOf(version), "auto").id).toBe(expected);
  });

  it("keeps a requested profile whatever the version", () => {
    expect(resolveProfile(modelOf("2.1.63"), "cc-1.0-literal")).toMatchObject({
      id: "cc-1.0-literal",
      version: "2.1.63",
    });
  });

  it.each([
    ["2.1.9", "2.1.19", -1],
    ["2.1.22", "2.1.22", 0],
    ["2.10.0", "2.9.99", 1],
  ])("compares %s with %s numerically", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});
