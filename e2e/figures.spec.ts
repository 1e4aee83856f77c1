import type { APIRequestContext } from "@playwright/test";
import { z } from "zod";
import { formatTokens } from "@/lib/view/format/format-number";
import { expect, test } from "./fixtures";
import { CompactionPage } from "./pages/compaction-page";
import { makeTranscript, uniqueName } from "./pages/test-data";

// The compaction page's generated 2.1 session that compacts twice: a first compaction and a
// recompaction, so both groups of "what filled the context" are drawn.
const SESSION = makeTranscript({ seed: 4, style: "2.1", targetBytes: 3_500_000 });

const replaySchema = z.object({
  explanations: z.array(
    z.object({
      uuid: z.string(),
      atCall: z.number(),
      countTokens: z.number(),
      tokensSincePrevious: z.number(),
      replayable: z.boolean(),
    }),
  ),
  recorded: z.array(
    z.object({ kind: z.string(), uuid: z.string(), tokensAfter: z.number().nullable().optional() }),
  ),
});

async function replay(request: APIRequestContext, id: string) {
  const response = await request.post(`/api/transcripts/${id}/replay`, { data: {} });
  expect(response.ok()).toBe(true);
  return replaySchema.parse(await response.json());
}

const numbers = (texts: (string | null)[]) => texts.map((text) => Number(text));
const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

test("what filled the context adds up to the sentence's figure and to the count", async ({
  request,
  seedTranscript,
  sessionPage,
}) => {
  const seeded = await seedTranscript({ name: uniqueName("e2e-figures"), jsonl: SESSION.text });
  const { explanations } = await replay(request, seeded.id);
  const replayable = explanations.filter((e) => e.replayable);
  expect(replayable.length).toBeGreaterThanOrEqual(2);

  await sessionPage.goto(seeded.id);
  const blocks = sessionPage.why.getByTestId("why-block");
  await expect(blocks).toHaveCount(explanations.length);
  for (const [i, e] of explanations.entries()) {
    if (!e.replayable) continue;
    const block = blocks.nth(i);
    // The sentence says the growth; the added group's title and bars add up to it exactly.
    await expect(block).toContainText(`added ${formatTokens(e.tokensSincePrevious)} tokens`);
    const added = block.locator('[data-testid="filled-by-group"][data-group="added"]');
    expect(Number(await added.getAttribute("data-total"))).toBe(e.tokensSincePrevious);
    const bars = numbers(
      await added
        .getByTestId("filled-by-bar")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-tokens"))),
    );
    expect(total(bars)).toBe(e.tokensSincePrevious);
    await expect(
      added.getByTestId("filled-by-bar").filter({ hasText: "not attributed" }),
    ).toHaveCount(1);
    // A recompaction also draws what the previous compaction carried over: together, the count.
    const carried = block.locator('[data-testid="filled-by-group"][data-group="carried"]');
    const carriedTotal =
      (await carried.count()) === 0 ? 0 : Number(await carried.getAttribute("data-total"));
    expect(e.tokensSincePrevious + carriedTotal).toBe(e.countTokens);
  }
});

test("a compaction's after is the same figure in the events table, the recorded table and its page", async ({
  page,
  request,
  seedTranscript,
  sessionPage,
  compactionPage,
}) => {
  const seeded = await seedTranscript({ name: uniqueName("e2e-after"), jsonl: SESSION.text });
  const { recorded } = await replay(request, seeded.id);
  const compactions = recorded.filter((r) => r.kind === "compaction");
  expect(compactions.length).toBeGreaterThanOrEqual(2);

  await sessionPage.goto(seeded.id);
  const recordedTable = page.getByRole("table", {
    name: "Recorded compactions of the main thread",
  });
  await expect(
    recordedTable.getByRole("columnheader", { name: "After", exact: true }),
  ).toBeVisible();
  const tableAfter = await sessionPage.columnNumbers(recordedTable, 5);
  await sessionPage.eventsTable
    .getByRole("cell", { name: "recorded", exact: true })
    .first()
    .waitFor();
  const eventRows = sessionPage.eventRows().filter({
    has: page.getByRole("cell", { name: "recorded", exact: true }),
  });
  const eventsAfter: number[] = [];
  for (const row of await eventRows.filter({ hasText: "compaction" }).all()) {
    if ((await row.locator("td:nth-child(3)").innerText()) !== "compaction") continue;
    eventsAfter.push(
      Number((await row.locator("td:nth-child(5)").innerText()).replaceAll(",", "")),
    );
  }

  for (const [i, compaction] of compactions.entries()) {
    if (compaction.tokensAfter === null || compaction.tokensAfter === undefined) continue;
    expect(tableAfter[i]).toBe(compaction.tokensAfter);
    expect(eventsAfter[i]).toBe(compaction.tokensAfter);
    await compactionPage.goto(seeded.id, `recorded-${compaction.uuid}`);
    expect(await CompactionPage.numberIn(compactionPage.postTokens)).toBe(compaction.tokensAfter);
  }
});
