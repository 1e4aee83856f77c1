import { describe, expect, it } from "vitest";
import { canonicalJson, configKey } from "./config-key";
import { REPLAY_ENGINE_VERSION } from "./engine-version";
import { resolveConfig } from "./resolve-config";
import { makeModel } from "../testing/make-model";

const model = makeModel({ version: "2.1.63", turns: [{ context: 10_000 }] });

describe("configKey", () => {
  it("writes object keys in one order whatever the input order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it("is the same for auto and the profile auto resolves to, and names the engine version", () => {
    const auto = configKey(resolveConfig(model, {}));
    expect(auto).toBe(configKey(resolveConfig(model, { profile: "cc-2.1" })));
    expect(auto.startsWith(`r${REPLAY_ENGINE_VERSION}:cc-2.1:200000:`)).toBe(true);
  });

  it("is the same when an override restates the default", () => {
    const restated = resolveConfig(model, { overrides: { autocompactBufferTokens: 13_000 } });
    expect(restated.overridden).toEqual(["autocompactBufferTokens"]);
    expect(configKey(restated)).toBe(configKey(resolveConfig(model, {})));
  });

  it.each([
    [{ autocompactBufferTokens: 12_999 }],
    [{ compactableTools: ["Read"] }],
    [{ manualCompactions: [{ atCall: 3, direction: "full" as const }] }],
  ])("changes with any constant's value: %j", (overrides) => {
    expect(configKey(resolveConfig(model, { overrides }))).not.toBe(
      configKey(resolveConfig(model, {})),
    );
  });
});
