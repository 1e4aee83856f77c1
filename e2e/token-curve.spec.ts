import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { expect, test as base } from "./fixtures";
import { makeTranscript, uniqueName } from "./pages/test-data";
import { TokenCurvePanel } from "./pages/token-curve";

/** Seed 3 records an auto compaction; its replay autocompacts at the same call. */
const compacting = makeTranscript({ seed: 3, style: "2.1", targetBytes: 3_000_000 });

const test = base.extend<{ tokenCurve: TokenCurvePanel; compactingSession: TranscriptSummary }>({
  tokenCurve: async ({ page }, use) => use(new TokenCurvePanel(page)),
  /** The compacting session, seeded for the test that asks for it. */
  compactingSession: async ({ seedTranscript }, use) =>
    use(await seedTranscript({ name: uniqueName("e2e-curve"), jsonl: compacting.text })),
});

function recordedAtCalls(summary: TranscriptSummary): number[] {
  return summary.compactions.map((c) => c.atCall).sort((a, b) => a - b);
}

test("marks recorded compactions at their call and replayed events beside them", async ({
  compactingSession: summary,
  sessionPage,
  tokenCurve,
}) => {
  expect(summary.compactions).toHaveLength(compacting.facts.compactions.length);
  expect(summary.compactions.length).toBeGreaterThan(0);

  await sessionPage.goto(summary.id);
  const recorded = tokenCurve.markers({ source: "recorded", kind: "compaction" });
  await expect(recorded).toHaveCount(summary.compactions.length);
  expect(await tokenCurve.markerCalls({ source: "recorded", kind: "compaction" })).toEqual(
    recordedAtCalls(summary),
  );
  await expect(tokenCurve.markers({ source: "replayed" }).first()).toBeAttached();
  await expect(tokenCurve.count).toHaveText(`${summary.apiCalls} calls`);

  const [atCall] = recordedAtCalls(summary);
  await recorded.first().click();
  await expect(sessionPage.page).toHaveURL(new RegExp(`call=${atCall}`));
});

test("the tooltip and a click name the call under the pointer, with markers on the curve", async ({
  compactingSession: summary,
  sessionPage,
  tokenCurve,
}) => {
  await sessionPage.goto(summary.id);
  await expect(tokenCurve.markers().first()).toBeAttached();
  const last = summary.apiCalls - 1;
  const named: number[] = [];
  for (const fraction of [0.2, 0.5, 0.8]) {
    const { x, y, call } = await tokenCurve.pointAt(fraction);
    // The nearest call to the pointer, within a couple of calls of where it points.
    expect(Math.abs(call - fraction * last)).toBeLessThanOrEqual(Math.max(2, last * 0.02));
    await expect(tokenCurve.tooltip).toContainText(`Call ${call}`);
    named.push(call);
    if (fraction === 0.8) {
      await sessionPage.page.mouse.click(x, y);
      await expect(sessionPage.page).toHaveURL(new RegExp(`call=${call}(&|$)`));
    }
  }
  expect(named).toEqual([...named].sort((a, b) => a - b));
  expect(new Set(named).size).toBe(3);
});

test("says when the replay does not reproduce the recorded compactions, with the calls of both", async ({
  page,
  compactingSession: summary,
  sessionPage,
  tokenCurve,
}) => {
  const mismatch = page.getByTestId("replay-mismatch");
  await sessionPage.goto(summary.id);
  await expect(tokenCurve.markers({ source: "replayed" }).first()).toBeAttached();
  await expect(mismatch).toHaveCount(0);

  await page.goto(`/sessions/${summary.id}?o.autocompactBufferTokens=60000`);
  await expect(mismatch).toBeVisible();
  const replayed = await tokenCurve.markerCalls({ source: "replayed", kind: "autocompact" });
  // The fixture records one compaction, which the profile's replay makes at the same call.
  expect(recordedAtCalls(summary)).toHaveLength(1);
  const [recordedAt] = recordedAtCalls(summary);
  const calls = (list: number[]) =>
    list.length === 1
      ? `call ${list[0]}`
      : `calls ${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
  await expect(mismatch).toContainText("This is a what-if");
  await expect(mismatch).toContainText(
    `This replay reproduces 0 of 1 recorded compaction (recorded at call ${recordedAt}, replayed at ${calls(replayed)}).`,
  );
});

test("a bigger autocompact buffer moves the replayed autocompactions earlier", async ({
  page,
  compactingSession: summary,
  sessionPage,
  tokenCurve,
}) => {
  await sessionPage.goto(summary.id);
  const autocompact = { source: "replayed", kind: "autocompact" } as const;
  await expect(tokenCurve.markers(autocompact).first()).toBeAttached();
  const [firstBefore] = await tokenCurve.markerCalls(autocompact);

  await page.goto(`/sessions/${summary.id}?o.autocompactBufferTokens=60000`);
  await expect
    .poll(async () => (await tokenCurve.markerCalls(autocompact))[0] ?? Infinity)
    .toBeLessThan(firstBefore!);
  // The recorded ones are facts of the file: they stay where they were.
  expect(await tokenCurve.markerCalls({ source: "recorded", kind: "compaction" })).toEqual(
    recordedAtCalls(summary),
  );
});

test("zooming with the brush writes the range into the URL, and the URL restores it", async ({
  page,
  compactingSession: summary,
  sessionPage,
  tokenCurve,
}) => {
  await sessionPage.goto(summary.id);
  await expect(tokenCurve.count).toHaveText(`${summary.apiCalls} calls`);

  await tokenCurve.zoomWithBrush(0.3, 0.7);
  await expect(page).toHaveURL(/from=\d+&to=\d+/);
  const url = new URL(page.url());
  const from = Number(url.searchParams.get("from"));
  const to = Number(url.searchParams.get("to"));
  expect(from).toBeGreaterThan(0);
  expect(to).toBeLessThan(summary.apiCalls - 1);
  const zoomed = `${to - from + 1} calls (calls ${from}–${to})`;
  await expect(tokenCurve.count).toHaveText(zoomed);

  await page.goto(url.toString());
  await expect(tokenCurve.count).toHaveText(zoomed);
  // The brush's handles come back where they were dropped, not at both ends.
  await expect.poll(() => tokenCurve.brushSelectionShare()).toBeLessThan(0.6);
  await tokenCurve.resetZoom.click();
  await expect(tokenCurve.count).toHaveText(`${summary.apiCalls} calls`);
  await expect(page).not.toHaveURL(/from=/);
});

test("choosing a subagent shows that source's own curve", async ({
  page,
  seedTranscript,
  sessionPage,
  tokenCurve,
}) => {
  // A 1.0.x session whose subagents run as inline sidechains.
  const { text } = makeTranscript({ seed: 2, style: "1.0", targetBytes: 1_000_000 });
  const summary = await seedTranscript({ name: uniqueName("e2e-curve-agents"), jsonl: text });
  expect(summary.sidechainApiCalls).toBeGreaterThan(0);
  await sessionPage.goto(summary.id);
  await expect(tokenCurve.count).toHaveText(`${summary.apiCalls} calls`);

  const options = tokenCurve.sourceSelect.locator("option");
  await expect(options.first()).toHaveText(`Main thread (${summary.apiCalls} calls)`);
  const subagent = options.nth(1);
  const [label, value] = [await subagent.textContent(), await subagent.getAttribute("value")];
  const calls = Number(/\((\d+) calls\)/.exec(label ?? "")?.[1]);
  await tokenCurve.sourceSelect.selectOption(value!);

  await expect(page).toHaveURL(new RegExp(`source=${encodeURIComponent(value!)}`));
  await expect(tokenCurve.count).toHaveText(`${calls} calls`);
  await expect(tokenCurve.root).toContainText("The replay covers the main thread only");
  await expect(tokenCurve.markers({ source: "replayed" })).toHaveCount(0);
});
