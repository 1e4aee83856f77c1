import type { APIRequestContext } from "@playwright/test";
import { z } from "zod";
import { expect, test } from "./fixtures";
import { CompactionPage } from "./pages/compaction-page";
import { makeTranscript, uniqueName } from "./pages/test-data";

// A generated 2.1 session that compacts twice (seed 4 at 3.5 MB; most 3 MB seeds compact once),
// generated once for the file.
const SESSION = makeTranscript({ seed: 4, style: "2.1", targetBytes: 3_500_000 });
const XSS = "<script>window.__pwned=1</script>";

const tokens = z.array(z.object({ tokens: z.number() }));
const replaySchema = z.object({
  recorded: z.array(
    z.object({
      kind: z.string(),
      uuid: z.string(),
      atCall: z.number(),
      preTokens: z.number().nullable(),
      tokensAfter: z.number().nullable().optional(),
      postCompact: tokens.optional(),
    }),
  ),
  events: z.array(
    z.object({
      kind: z.string(),
      atCall: z.number(),
      tokensBefore: z.number(),
      tokensAfter: z.number(),
      detail: z.object({ postCompact: tokens.optional() }).passthrough(),
    }),
  ),
});

/** The engine's figures, as an outside check reads them: `POST /api/transcripts/:id/replay`. */
async function replay(request: APIRequestContext, id: string, overrides = {}) {
  const response = await request.post(`/api/transcripts/${id}/replay`, { data: { overrides } });
  expect(response.ok()).toBe(true);
  return replaySchema.parse(await response.json());
}

const sum = (items: { tokens: number }[] | undefined) =>
  (items ?? []).reduce((total, item) => total + item.tokens, 0);

/** The session with the first summary's text replaced by markup that must stay text. */
function withHostileSummary(text: string): string {
  let done = false;
  return text
    .split("\n")
    .map((line) => {
      if (done || !line.includes('"isCompactSummary":true')) return line;
      done = true;
      const record = z
        .object({ message: z.object({}).passthrough() })
        .passthrough()
        .parse(JSON.parse(line));
      return JSON.stringify({
        ...record,
        message: { ...record.message, content: `Summary: ${XSS}` },
      });
    })
    .join("\n");
}

test("opens a recorded point from the session page with the engine's figures and moves between points", async ({
  page,
  request,
  seedTranscript,
  sessionPage,
  compactionPage,
}) => {
  expect(SESSION.facts.compactions.length).toBeGreaterThanOrEqual(2);
  const seeded = await seedTranscript({ name: uniqueName("e2e-point"), jsonl: SESSION.text });
  const result = await replay(request, seeded.id);
  const [first, second] = result.recorded.filter((r) => r.kind === "compaction");
  if (!first || !second) throw new Error("the generated session should compact twice");

  await sessionPage.goto(seeded.id);
  await page.getByRole("link", { name: "Before/after of compaction 1" }).click();
  await expect(page).toHaveURL(new RegExp(`/compactions/recorded-${first.uuid}$`));
  await expect(compactionPage.title).toHaveText(`Recorded compaction at call ${first.atCall}`);

  const engineAfter = first.tokensAfter ?? sum(first.postCompact);
  expect(await CompactionPage.numberIn(compactionPage.preTokens)).toBe(first.preTokens);
  expect(await CompactionPage.numberIn(compactionPage.postTokens)).toBe(engineAfter);
  expect(await CompactionPage.numberIn(compactionPage.afterTotal)).toBe(engineAfter);
  await expect(compactionPage.summaryText).toContainText("This session is being continued");
  await expect(compactionPage.summarisedTotal).toBeVisible();

  // Previous/next walk every point in call order; recorded and replayed ones alike.
  await compactionPage.nextPoint.click();
  await expect(page).not.toHaveURL(new RegExp(`recorded-${first.uuid}`));
  await expect(compactionPage.previousPoint).toBeVisible();
  await compactionPage.previousPoint.click();
  await expect(page).toHaveURL(new RegExp(`/compactions/recorded-${first.uuid}$`));

  await compactionPage.goto(seeded.id, `recorded-${second.uuid}`);
  expect(await CompactionPage.numberIn(compactionPage.preTokens)).toBe(second.preTokens);
  expect(await CompactionPage.numberIn(compactionPage.postTokens)).toBe(
    second.tokensAfter ?? sum(second.postCompact),
  );
});

test("opens a replayed point under overridden constants and keeps them in its links", async ({
  page,
  request,
  seedTranscript,
  compactionPage,
}) => {
  const seeded = await seedTranscript({ name: uniqueName("e2e-replayed"), jsonl: SESSION.text });
  const overrides = { autocompactBufferTokens: 40_000 };
  const result = await replay(request, seeded.id, overrides);
  const event = result.events.find((e) => ["autocompact", "manual-compact"].includes(e.kind));
  if (!event) throw new Error("a 40K buffer should make the replay compact");

  const response = await compactionPage.goto(
    seeded.id,
    `replayed-${event.atCall}`,
    "?o.autocompactBufferTokens=40000",
  );
  expect(response?.status()).toBe(200);
  await expect(compactionPage.title).toHaveText(`Replayed compaction at call ${event.atCall}`);
  expect(await CompactionPage.numberIn(compactionPage.preTokens)).toBe(event.tokensBefore);
  expect(await CompactionPage.numberIn(compactionPage.postTokens)).toBe(event.tokensAfter);
  expect(await CompactionPage.numberIn(compactionPage.afterTotal)).toBe(event.tokensAfter);
  expect(sum(event.detail.postCompact)).toBe(event.tokensAfter);
  await expect(page.getByText(/overrides autocompactBufferTokens/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^←/ }).first()).toHaveAttribute(
    "href",
    new RegExp(`/sessions/${seeded.id}\\?o\\.autocompactBufferTokens=40000$`),
  );
});

test("answers 404 for a point the session does not have, naming the ones it has", async ({
  seedTranscript,
  compactionPage,
}) => {
  const seeded = await seedTranscript({ name: uniqueName("e2e-missing"), jsonl: SESSION.text });
  for (const point of [
    "replayed-999999",
    "recorded-00000000-0000-4000-8000-000000000000",
    "nonsense",
  ]) {
    const response = await compactionPage.goto(seeded.id, point);
    expect(response?.status()).toBe(404);
    await expect(compactionPage.title).toHaveText("Compaction point not found");
  }
  await expect(compactionPage.existingPoints).toContainText(
    /^This session's compaction points are .*recorded-/,
  );
});

test("shows a summary holding markup as text, never running it", async ({
  page,
  request,
  seedTranscript,
  compactionPage,
}) => {
  const seeded = await seedTranscript({
    name: uniqueName("e2e-xss"),
    jsonl: withHostileSummary(SESSION.text),
  });
  const [first] = (await replay(request, seeded.id)).recorded.filter(
    (r) => r.kind === "compaction",
  );
  if (!first) throw new Error("the generated session should compact");
  await compactionPage.goto(seeded.id, `recorded-${first.uuid}`);
  await expect(compactionPage.summaryText).toHaveText(`Summary: ${XSS}`);
  expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  await expect(compactionPage.summaryText.locator("script")).toHaveCount(0);
});
