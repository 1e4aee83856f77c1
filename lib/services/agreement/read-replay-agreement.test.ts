import { describe, expect, it } from "vitest";
import { measureReproduction } from "../../compaction/fit/reproduction";
import { resolveConfig } from "../../compaction/config/resolve-config";
import { runReplay } from "../../compaction/replay/run-replay";
import { replayAsRecordedJson, sessionRunUnder } from "./testing/sessions-under-settings";
import { readReplayAgreement } from "./read-replay-agreement";

describe("readReplayAgreement", () => {
  it("reads a session run under CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80 as not reproduced by auto, and reproduced with the fitted setting", () => {
    const model = sessionRunUnder("pct80");
    const { agreement } = readReplayAgreement(replayAsRecordedJson(model));
    const auto = measureReproduction(runReplay(model, resolveConfig(model, { profile: "auto" })));
    expect(auto.reproduces).toBeLessThan(auto.of);
    expect(agreement).toEqual({
      recorded: auto.of,
      reproduced: auto.reproduces,
      extra: auto.extra,
      isComplete: false,
      fitted: { settings: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80", isComplete: true },
    });
  });

  it("reads a session auto reproduces as complete, counting the compactions the fit explains", () => {
    const model = sessionRunUnder("default");
    const { agreement, engineVersion } = readReplayAgreement(replayAsRecordedJson(model));
    const auto = measureReproduction(runReplay(model, resolveConfig(model, { profile: "auto" })));
    expect(auto.of).toBeGreaterThan(0);
    expect(agreement).toEqual({
      recorded: auto.of,
      reproduced: auto.of,
      extra: 0,
      isComplete: true,
      fitted: null,
    });
    expect(engineVersion).toBeGreaterThan(0);
  });

  it("refuses a what-if replay, which carries no fit to read", () => {
    const model = sessionRunUnder("default");
    const json = JSON.parse(Buffer.from(replayAsRecordedJson(model)).toString("utf8"));
    delete json.fit;
    expect(() => readReplayAgreement(Buffer.from(JSON.stringify(json)))).toThrow(/fit/);
  });
});
