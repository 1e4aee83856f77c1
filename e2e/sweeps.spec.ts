import { readFile } from "node:fs/promises";
import { parseCsv } from "@/lib/sweeps/testing/parse-csv";
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
});
