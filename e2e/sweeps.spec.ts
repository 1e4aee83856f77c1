import { readFile } from "node:fs/promises";
import { sweepResultsSchema } from "@/lib/contracts/sweeps";
import { parseCsv } from "@/lib/sweeps/testing/parse-csv";
import { prepareSweepChart } from "@/lib/view/sweeps/prepare-sweep-chart";
import { expect, test } from "./fixtures";
import { makeTranscript, uniquePrefix } from "./pages/test-data";

test("creates a sweep over three sessions, watches it finish, sorts the results and downloads the CSV", async ({
  page,
  seedTranscript,
  sweepsPage,
}) => {
  const prefix = uniquePrefix("e2e-sweep");
  for (const seed of [31, 32, 33]) {
    const { text } = makeTranscript({ seed, style: "2.1", targetBytes: 600_000 });
    await seedTranscript({ name: `${prefix}-${seed}.jsonl`, jsonl: text });
  }

  await sweepsPage.gotoNew();
  await sweepsPage.search.fill(prefix);
  await expect(page.getByRole("checkbox")).toHaveCount(3);
  await sweepsPage.selectAllShown.click();
  await sweepsPage.values("autocompactBufferTokens").fill("8K..24K step 8K");
  await sweepsPage.values("maxOutputTokens").fill("20K, 64K");
  await expect(sweepsPage.replayCount).toHaveText("3 sessions x 6 settings = 18 replays");

  await sweepsPage.start.click();
  await expect(page).toHaveURL(/\/sweeps\/[^/]+$/);
  await expect(sweepsPage.status).toHaveText("Done", { timeout: 60_000 });
  // The recorded reality and the six settings.
  await expect(sweepsPage.results.locator("tbody tr")).toHaveCount(7);
  await expect(sweepsPage.chart).toBeVisible();

  // Sorting by a figure orders its cells (Compactions: after the two constants and Sessions).
  const sessions = sweepsPage.columnHeader("Sessions");
  await sessions.getByRole("button").click();
  await expect(sessions).toHaveAttribute("aria-sort", /ascending|descending/);
  const compactions = sweepsPage.columnHeader("Compactions");
  await compactions.getByRole("button").click();
  const order = await compactions.getAttribute("aria-sort");
  const counts = (await sweepsPage.columnTexts(3)).map((t) => Number(t.replace(/,/g, "")));
  const sorted = [...counts].sort((a, b) => (order === "ascending" ? a - b : b - a));
  expect(counts).toEqual(sorted);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    sweepsPage.exportCsv.click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sweep-.*\.csv$/);
  const [header, ...rows] = parseCsv(await readFile((await download.path()) as string, "utf8"));
  expect(header?.slice(0, 4)).toEqual([
    "recorded",
    "autocompactBufferTokens",
    "maxOutputTokens",
    "sessions",
  ]);
  expect(rows).toHaveLength(7);
  expect(rows[0]?.[0]).toBe("yes");
  expect(rows.slice(1).every((row) => row[3] === "3")).toBe(true);

  // Export JSON downloads a file (not a tab of raw JSON), with each session's rows summing to
  // the rows per setting.
  const [json] = await Promise.all([page.waitForEvent("download"), sweepsPage.exportJson.click()]);
  expect(json.suggestedFilename()).toMatch(/^sweep-.*\.json$/);
  const answer = sweepResultsSchema.parse(
    JSON.parse(await readFile((await json.path()) as string, "utf8")),
  );
  const perSession = answer.sessions ?? [];
  expect(perSession.map((s) => s.name).sort()).toEqual(
    [31, 32, 33].map((n) => `${prefix}-${n}.jsonl`),
  );
  answer.rows.forEach((row, i) =>
    expect(perSession.reduce((n, s) => n + (s.rows[i]?.compactions ?? 0), 0)).toBe(row.compactions),
  );

  // The cost axis is scaled to the data and says where it starts when not at zero.
  const note = prepareSweepChart(answer.rows, ["autocompactBufferTokens", "maxOutputTokens"]).axes
    .cost?.note;
  const costPanel = page.getByTestId("sweep-chart-cost");
  if (note) await expect(costPanel.getByTestId("axis-note")).toHaveText(note);
  else await expect(costPanel.getByTestId("axis-note")).toHaveCount(0);

  // Per session: the first setting against the recording, each session a link to its what-if.
  await expect(sweepsPage.breakdown.locator("tbody tr")).toHaveCount(3);
  const first = answer.rows[1]!;
  const recorded = answer.rows[0]!;
  await expect(sweepsPage.breakdownSummary).toContainText(
    `With autocompactBufferTokens = 8,000, maxOutputTokens = 20,000: ${first.compactions} compaction`,
  );
  await expect(sweepsPage.breakdownSummary).toContainText(
    `against ${recorded.compactions} recorded`,
  );
  const links = sweepsPage.breakdown.getByTestId("breakdown-session-link");
  /** A link's session path and its constants, whatever their order in the query. */
  const whatIf = (href: string | null) => {
    const url = new URL(href ?? "", "http://x");
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  };
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.map(whatIf)).toEqual(
    perSession.map(() => ({
      path: expect.stringMatching(/^\/sessions\/[^/]+$/),
      query: { "o.autocompactBufferTokens": "8000", "o.maxOutputTokens": "20000" },
    })),
  );
  // Another setting: the sentence and the links follow it.
  await sweepsPage.breakdownSetting.selectOption({ index: 5 });
  await expect(sweepsPage.breakdownSummary).toContainText(
    `With autocompactBufferTokens = 24,000, maxOutputTokens = 64,000: ${answer.rows[6]!.compactions} compaction`,
  );
  const picked = whatIf(await links.first().getAttribute("href"));
  expect(picked.query).toEqual({
    "o.autocompactBufferTokens": "24000",
    "o.maxOutputTokens": "64000",
  });
  await links.first().click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === picked.path &&
      url.searchParams.get("o.autocompactBufferTokens") === "24000" &&
      url.searchParams.get("o.maxOutputTokens") === "64000",
  );
});
