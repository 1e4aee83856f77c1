import { describe, expect, it } from "vitest";
import { sumTokens } from "../../compaction/replay/compaction-facts";
import { isOfFamily } from "../../compaction/replay/event-kinds";
import { replaySession } from "../../compaction/replay/replay-session";
import { loadModelFromFile } from "../../transcript/testing/load-model-from-file";
import {
  fixturePath,
  hasRealFixtures,
  readExpectedFigures,
} from "../../transcript/testing/real-fixtures";
import { toCompactionPageModel } from "./compaction-page-model";

const FIXTURES = readExpectedFigures()
  .filter(([, expected]) => expected.compactions.length > 0)
  .map(([name]) => name);

describe.skipIf(!hasRealFixtures)("the compaction page on real transcripts", () => {
  it.each(FIXTURES)("%s: every recorded point totals as the engine does", async (name) => {
    const model = await loadModelFromFile(fixturePath(name));
    const result = replaySession(model);
    const rows = result.recorded.filter((r) => r.kind === "compaction");
    for (const row of rows) {
      const page = toCompactionPageModel(model, result, { origin: "recorded", uuid: row.uuid });
      if (!page.ok) throw new Error(page.reason);
      const { after, header, summarised, cleared, summary } = page.value;
      // The After column's total is the engine's: tokensAfter whenever a call follows.
      expect(after.total).toBe(sumTokens(row.postCompact));
      if (row.tokensAfter !== null) expect(after.total).toBe(row.tokensAfter);
      expect(header.postTokens).toBe(after.total);
      expect(header.isPostKnown).toBe(row.tokensAfter !== null);
      // The Before table claims a count and a total: the rows of every page add up to them.
      const pages = Math.max(1, summarised.pages);
      let count = 0;
      let tokens = 0;
      for (let p = 1; p <= pages; p++) {
        const one = toCompactionPageModel(
          model,
          result,
          { origin: "recorded", uuid: row.uuid },
          {
            before: p,
            cleared: 1,
            kept: 1,
          },
        );
        if (!one.ok) throw new Error(one.reason);
        count += one.value.summarised.rows.length;
        tokens += sumTokens(one.value.summarised.rows);
      }
      expect(count).toBe(summarised.total);
      expect(tokens).toBe(summarised.tokens);
      expect(cleared.rowTokens).toBe(cleared.tokens);
      expect(summary.kind).toBe("recorded");
    }
  });

  it.each(FIXTURES)("%s: every replayed point totals as the engine does", async (name) => {
    const model = await loadModelFromFile(fixturePath(name));
    const result = replaySession(model);
    for (const event of result.events.filter((e) => isOfFamily(e, "compaction"))) {
      const page = toCompactionPageModel(model, result, {
        origin: "replayed",
        atCall: event.atCall,
      });
      if (!page.ok) throw new Error(page.reason);
      expect(page.value.header.preTokens).toBe(event.tokensBefore);
      expect(page.value.header.postTokens).toBe(event.tokensAfter);
      expect(page.value.after.total).toBe(event.tokensAfter);
    }
  });
});
