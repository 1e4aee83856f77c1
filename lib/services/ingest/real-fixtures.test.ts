import { describe, expect, it } from "vitest";
import { detectCacheBreaks } from "../../compaction/explain/cache-breaks";
import { loadModelFromFile } from "../../transcript/testing/load-model-from-file";
import { summarizeModel } from "./summarize-model";
import {
  fixturePath,
  hasRealFixtures,
  readExpectedFigures,
} from "../../transcript/testing/real-fixtures";

describe.skipIf(!hasRealFixtures)("real transcripts match EXPECTED.json (SPEC section 4)", () => {
  it.each(readExpectedFigures())("%s", async (name, expected) => {
    const model = await loadModelFromFile(fixturePath(name));
    const summary = summarizeModel(model);
    expect({
      lines: summary.lines,
      records: summary.records,
      invalidLines: summary.invalidLines,
      apiCalls: summary.apiCalls,
      sidechainApiCalls: summary.sidechainApiCalls,
      maxContextTokens: summary.maxContextTokens,
      microcompactions: summary.microcompactions,
      cacheBreaks: summary.cacheBreaks,
    }).toEqual({
      lines: expected.lines,
      records: expected.records,
      invalidLines: expected.invalidLines,
      apiCalls: expected.apiCalls,
      sidechainApiCalls: expected.sidechainApiCalls,
      maxContextTokens: expected.maxContextTokens,
      microcompactions: expected.microcompactions,
      cacheBreaks: expected.cacheBreaks.length,
    });
    expect(
      model.compactions
        .filter((c) => c.source === model.mainSource)
        .map(({ uuid, trigger, preTokens, postTokens, atCall, parentInFile }) => ({
          uuid,
          trigger,
          preTokens,
          postTokens,
          atCall,
          parentInFile,
        })),
    ).toEqual(expected.compactions);
    const breaks = detectCacheBreaks(model)
      .filter((b) => b.source === model.mainSource)
      .map(({ atCall, prevCacheRead, cacheRead, reason }) => ({
        atCall,
        prevCacheRead,
        cacheRead,
        reason,
      }));
    expect(breaks).toEqual(expected.cacheBreaks);
  });
});
