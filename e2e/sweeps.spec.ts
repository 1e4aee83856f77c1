import { readFile } from "node:fs/promises";
import { sweepResultsSchema } from "@/lib/contracts/sweeps";
import { parseCsv } from "@/lib/sweeps/testing/parse-csv";
import { formatInteger, formatPercent } from "@/lib/view/format/format-number";
import { prepareSweepChart } from "@/lib/view/sweeps/prepare-sweep-chart";
import { sweepAftermathLine } from "@/lib/view/sweeps/sweep-aftermath";
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

test("the aftermath columns of a sweep say what the API's aftermath export says, and its CSV downloads the same", async ({
  page,
  request,
  seedTranscript,
  sweepsPage,
}) => {
  test.setTimeout(120_000);
  const prefix = uniquePrefix("e2e-sweep-aftermath");
  const ids: string[] = [];
  for (const seed of [41, 42]) {
    const { text } = makeTranscript({ seed, style: "2.1", targetBytes: 900_000 });
    ids.push((await seedTranscript({ name: `${prefix}-${seed}.jsonl`, jsonl: text })).id);
  }
  // Thresholds low enough that these short sessions compact under both settings.
  const created = await request.post("/api/sweeps", {
    data: { transcriptIds: ids, grid: { autocompactPctOverride: [30, 45] } },
  });
  expect(created.status()).toBe(202);
  const { id } = (await created.json()) as { id: string };
  await sweepsPage.goto(id);
  await expect(sweepsPage.status).toHaveText("Done", { timeout: 60_000 });

  const exported = (await (await request.get(`/api/sweeps/${id}/aftermath`)).json()) as {
    rows: {
      setting: { autocompactPctOverride: number } | null;
      compactions: number;
      respentMedian: number | null;
      respentP90: number | null;
      respentTotal: number | null;
      rereadShare: number | null;
    }[];
  };
  const settings = exported.rows.filter((row) => row.setting !== null);
  expect(settings).toHaveLength(2);
  expect(settings.every((row) => row.compactions > 0)).toBe(true);
  const shown = await sweepsPage.resultsByHeader();
  expect(shown).toHaveLength(3);
  for (const row of exported.rows) {
    const pct =
      row.setting === null ? "recorded" : formatInteger(row.setting.autocompactPctOverride);
    const cells = shown.find((cells) => cells.autocompactPctOverride === pct);
    const words = (value: string) => (row.compactions === 0 ? "no compaction" : value);
    expect(cells, `the row of ${pct}`).toMatchObject({
      Compactions: formatInteger(row.compactions),
      "Re-spent / compaction": words(formatInteger(row.respentMedian)),
      p90: words(formatInteger(row.respentP90)),
      "Re-spent total": words(formatInteger(row.respentTotal)),
      "Re-read after": words(formatPercent(row.rereadShare)),
    });
  }

  // The line names the setting that re-spent least, as the preparer words the API's rows.
  const results = sweepResultsSchema.parse(
    await (await request.get(`/api/sweeps/${id}/results`)).json(),
  );
  await expect(sweepsPage.aftermathLine).toHaveText(sweepAftermathLine(results.rows));
  await sweepsPage.aftermathDefinition.locator("summary").click();
  await expect(sweepsPage.aftermathDefinition.getByRole("paragraph")).toContainText(
    "not an observed aftermath",
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    sweepsPage.aftermathCsv.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`sweep-aftermath-${id}.csv`);
  const [header, ...lines] = parseCsv(await readFile((await download.path()) as string, "utf8"));
  const cell = (line: string[], name: string) => line[header!.indexOf(name)] ?? "";
  expect(lines.map((line) => [cell(line, "respentTotal"), cell(line, "respentMedian")])).toEqual(
    exported.rows.map((row) => [String(row.respentTotal ?? ""), String(row.respentMedian ?? "")]),
  );
  await page.screenshot({ path: "test-results/sweep-aftermath.png", fullPage: true });
});
