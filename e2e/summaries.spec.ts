import type { APIRequestContext } from "@playwright/test";
import { z } from "zod";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { parseSummarySections } from "@/lib/summaries/parse-summary-sections";
import { JUDGE_PROMPT_VERSION } from "@/lib/summaries/probes/judge-rubric";
import { judgeVerdict } from "@/lib/summaries/probes/testing/judge-verdict";
import { startFakeMessagesApi, type FakeMessagesApi } from "@/lib/llm/testing/fake-messages-api";
import { E2E_FAKE_API_PORT } from "./e2e-env";
import { expect, test, type SeedInput } from "./fixtures";
import { makeVariant, readVariants } from "./pages/summaries-section";
import { makeTranscript, uniqueName } from "./pages/test-data";

// A generated 2.1 session that compacts (the token curve's seed), generated once for the file.
const SESSION = makeTranscript({ seed: 3, style: "2.1", targetBytes: 3_000_000 });
// One that compacts twice (as in compaction-page.spec.ts), for a batch over its points.
const TWICE = makeTranscript({ seed: 4, style: "2.1", targetBytes: 3_500_000 });

async function seedPoint(seedTranscript: (input: SeedInput) => Promise<TranscriptSummary>) {
  const summary = await seedTranscript({ name: uniqueName("summaries"), jsonl: SESSION.text });
  const first = summary.compactions[0];
  if (!first) throw new Error("the seeded session did not compact");
  return { id: summary.id, point: `recorded-${first.uuid}` };
}

/** An offline variant made through the API, waited for: its id. */
const makeOfflineVariant = (request: APIRequestContext, id: string, point: string) =>
  makeVariant(request, id, point, {
    provider: "offline",
    customInstructions: "Keep every file path",
  });

test("an offline summary streams in beside the recorded one, with its metrics", async ({
  page,
  seedTranscript,
  compactionPage,
  summaries,
}) => {
  const { id, point } = await seedPoint(seedTranscript);
  await compactionPage.goto(id, point);
  await expect(summaries.empty).toContainText("No summaries yet: make one offline in a click");
  await expect(summaries.row("Recorded")).toContainText("done");

  await summaries.submit.click();
  await expect(summaries.stream).toBeVisible();
  await expect(summaries.streamText).toContainText("Primary Request and Intent");
  await expect(summaries.streamPhase).toHaveText("Done");
  await expect(summaries.streamTokens).not.toHaveText(/^0 /);
  await expect(summaries.row("Offline")).toContainText("done");

  // Done, it joins the recorded summary in the comparison and the address keeps the pick.
  await expect(summaries.comparison).toBeVisible();
  await expect(page).toHaveURL(/[?&]compare=recorded,\w+/);
  await expect(summaries.sectionGrid.getByRole("columnheader")).toHaveText([
    "Section",
    /^Recorded/,
    "Offline",
  ]);
  await expect(summaries.sectionGrid.locator("tbody tr")).toHaveCount(9);
  await expect(summaries.metricRow("Sections present")).toContainText("9 of 9");
  // Each metric's definition is one click away.
  const definition = summaries.metricRow("Sections present").locator("details").first();
  await expect(definition.getByRole("paragraph")).toBeHidden();
  await definition.locator("summary").click();
  await expect(definition.getByRole("paragraph")).toBeVisible();
});

test("two variants compare side by side from a link, and unpicking one leaves the comparison", async ({
  page,
  request,
  seedTranscript,
  compactionPage,
  summaries,
}) => {
  const { id, point } = await seedPoint(seedTranscript);
  const first = await makeOfflineVariant(request, id, point);
  const second = await makeOfflineVariant(request, id, point);
  await compactionPage.goto(id, point, `?compare=${first},${second}`);

  await expect(summaries.sectionGrid.getByRole("columnheader")).toHaveText([
    "Section",
    /^Offline 1/,
    "Offline 2",
  ]);
  // Both are made the same way: no word differs, every section is there.
  await expect(summaries.sectionGrid.getByText("missing")).toHaveCount(0);
  await expect(summaries.sectionGrid.locator("ins")).toHaveCount(0);
  await expect(summaries.metricRow("Sections present").getByRole("cell")).toHaveText([
    "9 of 9",
    "9 of 9",
  ]);

  await summaries.compareBox(2).press("Space");
  await expect(summaries.comparison).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`compare=${first}$`));
  await summaries.compareBox(0).check();
  await expect(summaries.sectionGrid.getByRole("columnheader")).toHaveText([
    "Section",
    /^Offline/,
    "Recorded",
  ]);
  // The recorded summary differs from the offline baseline: its words are marked.
  await expect(summaries.sectionGrid.locator("ins").first()).toBeVisible();
});

test("the comparison shows each summary's plain text beside the word diff, from the keyboard and from a link", async ({
  page,
  request,
  seedTranscript,
  compactionPage,
  summaries,
}) => {
  const { id, point } = await seedPoint(seedTranscript);
  const offline = await makeOfflineVariant(request, id, point);
  const variants = await readVariants(request, id, point);
  const sectionOf = (variantId: string) =>
    parseSummarySections(variants.find((v) => v.id === variantId)?.text ?? "").sections.find(
      (section) => section.id === "primary-request",
    )?.text ?? "";
  await compactionPage.goto(id, point, `?compare=recorded,${offline}`);

  // The diff first: the offline text against the recorded one, its words marked.
  const diff = summaries.textView.getByRole("radio", { name: "Words that differ" });
  await expect(diff).toBeChecked();
  await expect(summaries.sectionGrid.locator("ins").first()).toBeVisible();

  // Arrow keys move between the radios: the plain text of each summary, nothing marked.
  await diff.focus();
  await page.keyboard.press("ArrowRight");
  await expect(summaries.textView.getByRole("radio", { name: "Plain text" })).toBeChecked();
  await expect(page).toHaveURL(/[?&]text=plain/);
  await expect(summaries.sectionGrid.locator("ins, del")).toHaveCount(0);
  const row = summaries.sectionGrid.locator('tr[data-section="primary-request"]');
  await expect(row.locator("td").nth(0).locator('[data-view="plain"]')).toHaveText(
    sectionOf("recorded"),
  );
  await expect(row.locator("td").nth(1).locator('[data-view="plain"]')).toHaveText(
    sectionOf(offline),
  );

  // A link keeps the view.
  await page.reload();
  await expect(summaries.textView.getByRole("radio", { name: "Plain text" })).toBeChecked();
  await expect(summaries.sectionGrid.locator("ins, del")).toHaveCount(0);

  // The quote metric says how it tolerates typos.
  const definition = summaries.metricRow("Fabricated quotes").locator("details").first();
  await definition.locator("summary").click();
  await expect(definition.getByRole("paragraph")).toContainText("typos mended");
});

test("a batch summarises every recorded point offline, with a progress bar", async ({
  request,
  seedTranscript,
  compactionPage,
  summaries,
}) => {
  test.setTimeout(120_000);
  const summary = await seedTranscript({ name: uniqueName("batch"), jsonl: TWICE.text });
  const [first, second] = summary.compactions;
  if (!first || !second) throw new Error("the generated session should compact twice");
  await compactionPage.goto(summary.id, `recorded-${first.uuid}`);
  await summaries.form.getByRole("button", { name: "Summarize all 2 recorded points" }).click();
  const progress = summaries.root.getByTestId("batch-progress");
  await expect(progress).toContainText(/Running|Queued|Batch done/);
  // Each variant builds its request, summarises and scores itself (a counterfactual replay
  // included), one after the other: seconds each on a busy machine.
  await expect(progress).toContainText("Batch done: 2 of 2 summarised.", { timeout: 60_000 });
  await expect(progress.getByRole("progressbar")).toHaveAttribute("value", "1");
  await expect(summaries.row("Offline")).toContainText("done");
  // The other point got its own variant.
  const other = await readVariants(request, summary.id, `recorded-${second.uuid}`);
  expect(other.map((v) => [v.provider, v.status])).toContainEqual(["offline", "done"]);
});

test.describe("with the fake Messages API as Anthropic", () => {
  let fake: FakeMessagesApi;
  test.beforeAll(async () => {
    fake = await startFakeMessagesApi({
      port: E2E_FAKE_API_PORT,
      fallback: {
        text: "<summary>\n1. Primary Request and Intent:\n   A fake summary.\n</summary>",
        chunkSize: 8,
        chunkDelayMs: 5,
      },
    });
  });
  test.afterAll(async () => fake.close());

  test("an Anthropic variant appears and the fake server saw the exact request", async ({
    request,
    seedTranscript,
    compactionPage,
    summaries,
  }) => {
    const { id, point } = await seedPoint(seedTranscript);
    await compactionPage.goto(id, point);
    await summaries.form.getByRole("radio", { name: "Anthropic" }).check();
    const model = await summaries.form.getByLabel("Model").inputValue();
    expect(model).not.toBe("");
    await summaries.instructions.fill("Name every file");
    const before = fake.requests.length;
    await summaries.instructions.press("Enter");

    await expect(summaries.streamPhase).toHaveText("Done");
    await expect(summaries.streamText).toContainText("A fake summary.");
    await expect(summaries.row(/^Anthropic/)).toContainText("done");

    const built = await request.post(`/api/transcripts/${id}/compactions/${point}/request`, {
      data: { customInstructions: "Name every file" },
    });
    expect(built.ok()).toBe(true);
    const expected = z
      .object({ request: z.record(z.string(), z.unknown()) })
      .parse(await built.json());
    const sent = fake.requests
      .slice(before)
      .filter((r) => r.path.startsWith("/v1/messages") && !r.path.includes("count_tokens"));
    expect(sent).toHaveLength(1);
    const { stream, ...body } = sent[0]?.body as Record<string, unknown>;
    expect(stream).toBe(true);
    expect(body).toEqual({ ...expected.request, model });
    expect(sent[0]?.hadApiKey).toBe(true);
  });

  test("Cancel stops an Anthropic summary as it streams and removes it", async ({
    seedTranscript,
    compactionPage,
    summaries,
  }) => {
    const { id, point } = await seedPoint(seedTranscript);
    // A slow answer: long enough to be cancelled mid-way.
    fake.script({ text: "Summary: slowly ".repeat(400), chunkSize: 8, chunkDelayMs: 50 });
    await compactionPage.goto(id, point);
    await summaries.form.getByRole("radio", { name: "Anthropic" }).check();
    const before = fake.requests.length;
    await summaries.submit.click();
    await expect(summaries.streamText).toContainText("slowly");
    await expect(summaries.row(/^Anthropic/)).toContainText("writing…");

    await summaries.stream.getByRole("button", { name: "Cancel" }).click();
    await expect(summaries.streamPhase).toHaveText("Stopped");
    await expect(summaries.root.getByTestId("stream-failure")).toContainText("Cancelled");
    await expect(summaries.row(/^Anthropic/)).toHaveCount(0);
    const messages = fake.requests
      .slice(before)
      .filter((r) => r.path.startsWith("/v1/messages") && !r.path.includes("count_tokens"));
    expect(await fake.ended(messages[0]!)).toBe("client-closed");
  });

  test("probe questions are answered from a summary and judged, with the judge's reasons", async ({
    request,
    seedTranscript,
    compactionPage,
    summaries,
  }) => {
    const { id, point } = await seedPoint(seedTranscript);
    const variant = await makeOfflineVariant(request, id, point);
    // Every call (the answers and the judge's) gets one verdict: the judge's parse needs it.
    fake.setFallback({ text: judgeVerdict(5, "Matches the transcript.") });
    try {
      await compactionPage.goto(id, point, `?compare=recorded,${variant}`);
      const probes = summaries.root.getByTestId("probes");
      const column = probes.locator(`[data-variant="${variant}"]`);
      await expect(column.getByTestId("probe-score")).toHaveText("not probed yet");
      await expect(probes.locator('[data-variant="recorded"]')).toContainText(
        "not a stored variant",
      );
      await column.getByRole("button", { name: "Run probes" }).click();
      await expect(column.getByTestId("probe-score")).toHaveText(
        new RegExp(`^5\\.00 of 5 \\((\\d) of \\1 judged by .*, judge ${JUDGE_PROMPT_VERSION}\\)$`),
      );
      // The judge's prompt is on the page, under the version each score names.
      const prompt = probes.getByTestId("judge-prompt");
      await prompt.locator("summary").click();
      await expect(prompt).toContainText(`version ${JUDGE_PROMPT_VERSION}`);
      await expect(prompt).toContainText('"artifact_trail": <0-5>');
      await column.getByText(/\d questions/).click();
      await expect(column.getByText("Matches the transcript.").first()).toBeVisible();
    } finally {
      fake.setFallback({
        text: "<summary>\n1. Primary Request and Intent:\n   A fake summary.\n</summary>",
      });
    }
  });
});

test("templates: copy the default, edit it into a new version, see the diff", async ({
  page,
  templatesPage,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Templates" })
    .click();
  await expect(page).toHaveURL(/\/templates$/);
  const items = templatesPage.list.getByRole("button");
  await expect(items.first()).toContainText("Claude Code default");
  await expect(items.first()).toContainText("read-only");
  await expect(templatesPage.prompt).toContainText("Primary Request and Intent");

  await templatesPage.editor.getByRole("button", { name: "Copy to edit" }).click();
  await expect(templatesPage.editor.getByRole("heading")).toHaveText("Claude Code default (copy)");
  await templatesPage.editor.getByRole("button", { name: "Edit" }).click();
  const prompt = templatesPage.editor.getByLabel("Prompt");
  const line = `Keep every file path verbatim (${Date.now()}).`;
  await prompt.fill(`${await prompt.inputValue()}\n${line}`);
  await templatesPage.editor.getByLabel("Note").fill("keep paths");
  await templatesPage.editor.getByRole("button", { name: "Save as v2" }).click();

  await expect(templatesPage.version).toHaveValue("2");
  await expect(templatesPage.prompt).toContainText(line);
  await expect(page).toHaveURL(/version=2/);
  // The diff opens on the latest version against the one before: the new line is added (the
  // old last line shows removed and added again: it gained a line end).
  await expect(templatesPage.diffCounts).toHaveText(/^\+\d+ −\d+ lines$/);
  await expect(templatesPage.diff.locator('tr[data-kind="added"]').last()).toContainText(line);
  await expect(
    templatesPage.diff.locator('tr[data-kind="removed"]', { hasText: line }),
  ).toHaveCount(0);
});
