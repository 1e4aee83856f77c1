import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { generateDemoSessions } from "@/lib/generator/demo-sessions";
import { formatInteger } from "@/lib/view/format/format-number";
import { expect, test as base } from "./fixtures";
import { makeTranscript, uniqueName } from "./pages/test-data";
import { TokenCurvePanel } from "./pages/token-curve";

/**
 * The demo's two-compaction session: recorded at calls 82 (167,709 tokens) and 141 (171,931)
 * against cc-2.1-quiet's 167,000, which its replay reproduces (demo-sessions.test.ts pins it).
 */
const DEMO = generateDemoSessions().find((demo) => demo.name === "demo-2.1-autocompact-x2.jsonl");
if (!DEMO) throw new Error("the demo's two-compaction session is gone");
const demo = makeTranscript(DEMO.options);
/** The same calls as if Claude Code 2.0.76 had made them: `auto` replays them with cc-2.0. */
const asOldVersion = demo.text.replaceAll('"version":"2.1.70"', '"version":"2.0.76"');

const test = base.extend<{ tokenCurve: TokenCurvePanel; demoSession: TranscriptSummary }>({
  tokenCurve: async ({ page }, use) => use(new TokenCurvePanel(page)),
  demoSession: async ({ seedTranscript }, use) =>
    use(await seedTranscript({ name: uniqueName("e2e-why"), jsonl: demo.text })),
});

const recordedOf = (summary: TranscriptSummary) =>
  [...summary.compactions].sort((a, b) => a.atCall - b.atCall);

test("an override leaves the recorded facts alone and says its own answer, naming every replayed call", async ({
  demoSession: summary,
  sessionPage,
  tokenCurve,
}) => {
  const recorded = recordedOf(summary);
  expect(recorded.map((c) => [c.atCall, c.preTokens])).toEqual([
    [82, 167_709],
    [141, 171_931],
  ]);
  const headlines = sessionPage.why.getByTestId("why-headline");
  const whatIf = sessionPage.why.getByTestId("why-what-if");

  await sessionPage.goto(summary.id);
  await expect(headlines).toHaveCount(2);
  await expect(headlines.first()).toContainText(
    "before call 82 at 167,709 tokens, 709 over the 167,000 threshold of cc-2.1-quiet",
  );
  await expect(whatIf).toHaveCount(0);
  await expect(sessionPage.page.getByTestId("replay-mismatch")).toHaveCount(0);

  await sessionPage.goto(summary.id, "o.autocompactBufferTokens=40000");
  await expect(whatIf).toHaveCount(2);
  // The replay the page draws compacts where the what-if lines say it would.
  const replayed = await tokenCurve.markerCalls({ source: "replayed", kind: "autocompact" });
  expect(replayed).toEqual([70, 127]);
  for (const [i, c] of recorded.entries()) {
    await expect(headlines.nth(i)).toContainText(
      `before call ${c.atCall} at ${formatInteger(c.preTokens)} tokens`,
    );
    await expect(headlines.nth(i)).toContainText("the 167,000 threshold of cc-2.1-quiet");
    await expect(headlines.nth(i)).not.toContainText("140,000");
  }
  await expect(whatIf.first()).toHaveText(
    "With autocompactBufferTokens = 40,000 (threshold 140,000) it would have compacted at call 70 (12 calls earlier).",
  );
  await expect(whatIf.nth(1)).toHaveText(
    "With autocompactBufferTokens = 40,000 (threshold 140,000) it would have compacted at call 127 (14 calls earlier).",
  );
  const mismatch = sessionPage.page.getByTestId("replay-mismatch");
  await expect(mismatch).toContainText("0 of 2");
  await expect(mismatch).toContainText("This is a what-if");
});

test("a baseline that does not reproduce the recording is said with ranked reasons, and claims no threshold", async ({
  seedTranscript,
  sessionPage,
}) => {
  const summary = await seedTranscript({ name: uniqueName("e2e-why-old"), jsonl: asOldVersion });
  await sessionPage.goto(summary.id);

  const mismatch = sessionPage.page.getByTestId("replay-mismatch");
  await expect(mismatch).toContainText(
    "This replay reproduces 0 of 2 recorded compactions (recorded at calls 82 and 141, replayed at calls 79 and 138).",
  );
  const reasons = mismatch.getByTestId("mismatch-reasons").getByRole("listitem");
  await expect(reasons.first()).toHaveAttribute("data-reason", "threshold");
  await expect(reasons.first()).toContainText("over cc-2.0's threshold of 155,000");
  // 2.0.76 clears tool results above its warning level; this file's usage never shows it, so
  // the replay takes clearing as off instead of naming clearings the session did not make.
  await expect(mismatch.locator('[data-reason="microcompact"]')).toHaveCount(0);

  const headline = sessionPage.why.getByTestId("why-headline").first();
  await expect(headline).toContainText("before call 82 at 167,709 tokens");
  await expect(headline).toContainText("does not reproduce it");
  await expect(headline).not.toContainText("over the 155,000 threshold");
  const inference = sessionPage.why.getByTestId("threshold-inference");
  await expect(inference).not.toContainText("consistent with");
  await expect(inference).toContainText("the replay under cc-2.0 on 200K (threshold 155,000)");
});
