import { describe, expect, it } from "vitest";
import { measureReproduction } from "../../compaction/fit/reproduction";
import { resolveConfig } from "../../compaction/config/resolve-config";
import { runReplay } from "../../compaction/replay/run-replay";
import { replaySession } from "../../compaction/replay/replay-session";
import { geminiSessionDocument } from "../../generator/gemini/gemini-document";
import { generateGeminiSession } from "../../generator/gemini/generate-gemini-session";
import { createModelBuilder } from "../../transcript/build-model";
import { documentToLines } from "../../transcript/document-to-lines";
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
      recordsCompactions: true,
      fitted: { settings: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80", isComplete: true },
      peakWindow: expect.objectContaining({
        tokens: 200_000,
        source: "default",
        isSwitched: false,
      }),
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
      recordsCompactions: true,
      fitted: null,
      peakWindow: expect.objectContaining({
        tokens: 200_000,
        source: "default",
        isSwitched: false,
      }),
    });
    expect(engineVersion).toBeGreaterThan(0);
  });

  it("reads an older Gemini CLI document, whose format records no compactions, as unchecked: neither reproduced nor not", () => {
    // Past half the 1,048,576-token limit, so the replay compresses; the document records none.
    const generated = generateGeminiSession({ seed: 21, targetBytes: 5_000_000, compressAt: 1e12 });
    const converted = documentToLines(geminiSessionDocument(generated.lines));
    if (!converted.ok) throw new Error(converted.reason);
    const builder = createModelBuilder();
    builder.push(new TextEncoder().encode(converted.lines.map((line) => `${line}\n`).join("")));
    const model = builder.end();
    const replayed = replaySession(model).events.filter((e) => e.kind === "gemini-compress");
    expect(replayed.length).toBeGreaterThan(0);
    expect(readReplayAgreement(replayAsRecordedJson(model)).agreement).toEqual({
      recorded: 0,
      reproduced: 0,
      extra: new Set(replayed.map((e) => e.atCall)).size,
      isComplete: false,
      recordsCompactions: false,
      fitted: null,
      peakWindow: {
        tokens: 1_048_576,
        model: "gemini-3.1-pro-preview",
        source: "table",
        atCall: model.calls.reduce(
          (peak, call) =>
            call.contextTokens > (model.calls[peak]?.contextTokens ?? 0) ? call.index : peak,
          0,
        ),
        isSwitched: false,
      },
    });
  });

  it("refuses a what-if replay, which carries no fit to read", () => {
    const model = sessionRunUnder("default");
    const json = JSON.parse(Buffer.from(replayAsRecordedJson(model)).toString("utf8"));
    delete json.fit;
    expect(() => readReplayAgreement(Buffer.from(JSON.stringify(json)))).toThrow(/fit/);
  });
});
