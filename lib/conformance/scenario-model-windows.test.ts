import { describe, expect, it } from "vitest";
import { runModelWindows } from "./scenario-model-windows";
import { SCRIPTED_CLAUDE } from "./testing/scripted-claude";

/** Scenario 5 against the scripted client, which compacts at a threshold per model name. */
describe("runModelWindows with a scripted client", () => {
  it("classifies each model's default window and checks the engine on every probe", async () => {
    const env = {
      SCRIPTED_VERSION: "2.0.8",
      SCRIPTED_MODEL_THRESHOLDS: JSON.stringify({
        "claude-opus-4-7": 967_000,
        "proxy-large": 10_000_000,
      }),
      SCRIPTED_MODEL_ALIASES: JSON.stringify({ "claude-opus-4-1-20250805": "claude-opus-4-7" }),
    };
    const found = await runModelWindows({ claude: SCRIPTED_CLAUDE, env }, [
      "claude-sonnet-4-5-20250929",
      "claude-opus-4-7",
      "proxy-large",
      "claude-opus-4-1-20250805",
    ]);
    expect(found.map((f) => [f.model, f.window, f.compactedAt, f.failure])).toEqual([
      ["claude-sonnet-4-5-20250929", "200k", 199_000, null],
      ["claude-opus-4-7", "1m", 990_000, null],
      ["proxy-large", "auto", null, null],
      ["claude-opus-4-1-20250805", null, null, null],
    ]);
    // Asked for one model, the client ran another: no window of the asked name to measure.
    expect(found[3]).toMatchObject({ sentAs: "claude-opus-4-7", disagreements: [] });
    // 2.0.8 (cc-2.0) gives every name 200K: the engine agrees on the 200K model and compacts
    // the others at 199,000 where the client stayed quiet; above 200K it takes the window as
    // 1M ("observed"), so it also compacts the never-compacting model at 990,000.
    const where = (i: number) => found[i]?.disagreements.map((d) => d.message.split(":")[0]);
    expect(where(0)).toEqual([]);
    expect(where(1)).toEqual(["claude-opus-4-7 at 199000"]);
    expect(where(2)).toEqual(["proxy-large at 199000", "proxy-large at 990000"]);
    expect(found.flatMap((f) => f.disagreements).every((d) => d.kind === "window")).toBe(true);
    expect(found[1]?.disagreements[0]?.message).toMatch(
      /the engine \(cc-2\.0, threshold 155000\) auto-compacted before call 2 at 199000; the client did not$/,
    );
  }, 120_000);
});
