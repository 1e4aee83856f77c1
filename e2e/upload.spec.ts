import { writeFileSync } from "node:fs";
import { formatInteger } from "../lib/view/format/format-number";
import { describeCompactionCounts } from "../lib/view/library/transcript-row";
import { expect, test } from "./fixtures";
import { HomePage } from "./pages/home-page";
import { SessionPage } from "./pages/session-page";
import { makeTranscript, uniqueName } from "./pages/test-data";

test("a user uploads a transcript, finds it, filters the list and opens the session", async ({
  page,
  seedTranscript,
}, testInfo) => {
  // Compactions and two malformed lines in a 600 kB file: a low threshold makes it compact.
  const name = uniqueName("e2e-upload");
  const { text, facts } = makeTranscript({
    seed: 7,
    style: "2.1",
    targetBytes: 600_000,
    autoCompactAt: 40_000,
    malformedLines: 2,
  });
  const path = testInfo.outputPath(name);
  writeFileSync(path, text);
  const records = facts.lines - facts.malformedLines.length;
  const compactions = facts.compactions.length;
  const byTrigger = describeCompactionCounts({
    auto: facts.compactions.filter((c) => c.trigger === "auto").length,
    manual: facts.compactions.filter((c) => c.trigger === "manual").length,
    unknown: 0,
    total: compactions,
  });
  expect(compactions).toBeGreaterThan(0);

  // A neighbour that never compacts, so search and filters have something to hide.
  const other = await seedTranscript({
    name: uniqueName("e2e-neighbour"),
    jsonl: makeTranscript({ seed: 8, style: "2.1", targetBytes: 150_000 }).text,
  });
  expect(other.compactions).toHaveLength(0);

  const home = new HomePage(page);
  await home.goto();
  await home.upload(path);

  const upload = home.uploadRow(name);
  await expect(
    upload.getByRole("progressbar", { name: `Upload progress of ${name}` }),
  ).toBeVisible();
  await expect(upload.getByRole("status")).toHaveText("Stored");
  const result = upload.getByTestId("upload-result");
  await expect(result).toContainText(`${formatInteger(records)} records`);
  await expect(result).toContainText(
    `${compactions} compaction${compactions === 1 ? "" : "s"} (${byTrigger})`,
  );
  await expect(result).toContainText("2 invalid lines");
  await upload.getByText("Show the first invalid lines").click();
  await expect(result).toContainText(`line ${formatInteger(facts.malformedLines[0] ?? 0)}`);

  // The same bytes again are recognised, not stored twice.
  await home.upload(path);
  const again = home.uploads.getByRole("listitem", { name, exact: true }).nth(1);
  await expect(again.getByRole("status")).toHaveText("Stored");
  await expect(again).toContainText("Duplicate of an existing transcript");

  // The list refreshed on its own: both transcripts are there.
  await expect(home.row(name)).toContainText(byTrigger);
  await expect(home.row(other.name)).toBeVisible();

  // "/" jumps to the search box; the query lands in the URL.
  await page.getByRole("heading", { name: "Sessions", level: 1 }).click();
  await page.keyboard.press("/");
  await expect(home.search).toBeFocused();
  const token = name.replace(/\.jsonl$/, "").slice("e2e-upload-".length);
  await home.search.fill(token);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await expect(home.row(other.name)).toBeHidden();
  await expect(home.row(name)).toBeVisible();
  await expect(home.paginationSummary).toHaveText("Showing 1–1 of 1");

  // Clearing the search and filtering by "compacted" keeps the filter in the URL too.
  await home.search.press("Escape");
  await expect(page).not.toHaveURL(/[?&]q=/);
  await home.compactedFilter.selectOption("no");
  await expect(page).toHaveURL(/[?&]compacted=no/);
  await expect(home.row(name)).toBeHidden();
  await expect(home.row(other.name)).toBeVisible();
  await home.compactedFilter.selectOption("yes");
  await expect(page).toHaveURL(/[?&]compacted=yes/);
  await expect(home.row(other.name)).toBeHidden();

  // Clicking anywhere on the row opens the session.
  await home.row(name).getByRole("cell").nth(7).click();
  await expect(page).toHaveURL(/\/sessions\/[^/?]+$/);
  const session = new SessionPage(page);
  await expect(session.title).toContainText(name);
  await expect(session.card("compactions")).toContainText(String(compactions));
  await expect(session.card("apiCalls")).toContainText(formatInteger(facts.apiCalls));
  await session.openCallsTab();
  await expect(session.mainThreadOnly).toBeChecked();
  await expect(page.getByText(`Main thread only (${formatInteger(facts.apiCalls)})`)).toBeVisible();
  await expect(session.callsTable).toBeVisible();
  await expect(session.callRows().first()).toContainText("main");
  expect(await session.callRows().count()).toBeGreaterThan(0);

  // Back on the list, the user deletes what they uploaded.
  await session.backToSessions.click();
  await home.deleteRow(name);
  await expect(home.row(name)).toBeHidden();
  await expect(home.row(other.name)).toBeVisible();
});
