import { expect, test } from "./fixtures";
import { HomePage } from "./pages/home-page";
import { SessionPage } from "./pages/session-page";
import { makeTranscript, uniqueName, uniquePrefix } from "./pages/test-data";

function jsonl(seed: number, targetBytes: number): string {
  return makeTranscript({ seed, style: "2.1", targetBytes }).text;
}

test("sorts by a column header, largest first, and keeps the sort in the URL", async ({
  page,
  seedTranscript,
}) => {
  const prefix = uniquePrefix("e2e-sort");
  const sizes = [40_000, 160_000, 80_000];
  const seeded = [];
  for (const [i, bytes] of sizes.entries()) {
    seeded.push(
      await seedTranscript({ name: `${prefix}-${i}.jsonl`, jsonl: jsonl(100 + i, bytes) }),
    );
  }
  const bySize = [...seeded].sort((a, b) => b.bytes - a.bytes).map((t) => t.name);
  const home = new HomePage(page);
  await home.goto(`?q=${prefix}`);

  const sizeHeader = home.table.getByRole("columnheader", { name: /Size/ });
  await expect(sizeHeader).toHaveAttribute("aria-sort", "none");
  await sizeHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=bytes&order=desc/);
  await expect(sizeHeader).toHaveAttribute("aria-sort", "descending");
  await expect(home.table.getByRole("link", { name: new RegExp(prefix) })).toHaveText(bySize);

  await sizeHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=bytes&order=asc/);
  await expect(sizeHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(home.table.getByRole("link", { name: new RegExp(prefix) })).toHaveText(
    [...bySize].reverse(),
  );
});

test("sorts by cost, dearest first, sessions without a price last, and filters by a minimum cost", async ({
  page,
  seedTranscript,
}) => {
  const prefix = uniquePrefix("e2e-cost");
  const models = ["claude-opus-4-5-20251101", "claude-opus-4-1-20250805", "claude-sonnet-4-5"];
  const priced = [];
  for (const [i, model] of models.entries()) {
    const text = makeTranscript({ seed: 500 + i, style: "2.1", targetBytes: 60_000, model }).text;
    priced.push(await seedTranscript({ name: `${prefix}-${i}.jsonl`, jsonl: text }));
  }
  const unpriced = await seedTranscript({
    name: `${prefix}-unpriced.jsonl`,
    jsonl: makeTranscript({ seed: 503, style: "2.1", targetBytes: 60_000, model: "claude-x-9" })
      .text,
  });
  const byCost = [...priced].sort((a, b) => (b.costUsd ?? 0) - (a.costUsd ?? 0));
  expect(new Set(byCost.map((t) => t.costUsd)).size).toBe(3);
  const home = new HomePage(page);
  await home.goto(`?q=${prefix}`);

  const costHeader = home.table.getByRole("columnheader", { name: /Cost/ });
  await costHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=costUsd&order=desc/);
  await expect(home.table.getByRole("link", { name: new RegExp(prefix) })).toHaveText([
    ...byCost.map((t) => t.name),
    unpriced.name,
  ]);
  await expect(home.row(unpriced.name)).toContainText("no price");
  await expect(home.row(byCost[0]!.name)).toContainText(`$${byCost[0]!.costUsd!.toFixed(2)}`);

  await costHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=costUsd&order=asc/);
  await expect(home.table.getByRole("link", { name: new RegExp(prefix) })).toHaveText([
    ...[...byCost].reverse().map((t) => t.name),
    unpriced.name,
  ]);

  const bound = Math.floor(byCost[1]!.costUsd! * 100) / 100;
  await page.getByLabel("Min cost $").fill(String(bound));
  await page.getByLabel("Min cost $").press("Enter");
  await expect(page).toHaveURL(new RegExp(`minCost=${bound}`));
  await expect(home.table.getByRole("link", { name: new RegExp(prefix) })).toHaveText([
    byCost[1]!.name,
    byCost[0]!.name,
  ]);
});

test("pages through the list and says which rows it shows", async ({ page, seedTranscript }) => {
  const prefix = uniquePrefix("e2e-pages");
  for (let i = 0; i < 11; i++) {
    await seedTranscript({
      name: `${prefix}-${String(i).padStart(2, "0")}.jsonl`,
      jsonl: jsonl(200 + i, 20_000),
    });
  }
  const home = new HomePage(page);
  await home.goto(`?q=${prefix}&limit=10`);
  await expect(home.paginationSummary).toHaveText("Showing 1–10 of 11");
  await page.getByRole("button", { name: "Next →" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(home.paginationSummary).toHaveText("Showing 11–11 of 11");
  await expect(page.getByRole("button", { name: "Next →" })).toBeDisabled();
  await page.getByLabel("Rows per page").selectOption("25");
  await expect(page).not.toHaveURL(/page=/);
  await expect(home.paginationSummary).toHaveText("Showing 1–11 of 11");
});

test("a search that matches nothing says so and offers to clear the filters", async ({
  page,
  seedTranscript,
}) => {
  const seeded = await seedTranscript({
    name: uniqueName("e2e-nomatch"),
    jsonl: jsonl(300, 20_000),
  });
  const home = new HomePage(page);
  await home.goto(`?q=${uniquePrefix("e2e-nothing-has-this")}`);
  await expect(page.getByTestId("no-match")).toContainText("No transcripts match these filters");
  await page.getByTestId("no-match").getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(home.search).toHaveValue("");
  await expect(home.row(seeded.name)).toBeVisible();
});

test("Enter on a focused row opens its session; an unknown id says not found", async ({
  page,
  seedTranscript,
}) => {
  const seeded = await seedTranscript({
    name: uniqueName("e2e-keys"),
    jsonl: jsonl(400, 60_000),
  });
  const home = new HomePage(page);
  await home.goto(`?q=${encodeURIComponent(seeded.name)}`);
  await home.row(seeded.name).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/sessions/${seeded.id}$`));
  const session = new SessionPage(page);
  await expect(session.title).toContainText(seeded.name);
  await expect(session.card("apiCalls")).toContainText(String(seeded.apiCalls));

  await session.goto("no-such-session");
  await expect(page.getByRole("heading", { name: "Session not found" })).toBeVisible();
});

test("shows every column at 1440 px, and keeps the name in view when a narrower window scrolls the table", async ({
  page,
  seedTranscript,
}) => {
  const prefix = uniquePrefix("e2e-width");
  const seeded = await seedTranscript({
    name: `${prefix}-0b6c4ae2-5b2e-4e4a-8f3c-1d2e3f4a5b6c.jsonl`,
    jsonl: makeTranscript({ seed: 700, style: "2.1", targetBytes: 120_000 }).text,
  });
  const home = new HomePage(page);
  const scroller = home.table.locator("xpath=..");
  const overflow = () => scroller.evaluate((box) => box.scrollWidth - box.clientWidth);

  await page.setViewportSize({ width: 1440, height: 900 });
  await home.goto(`?q=${prefix}`);
  await expect(home.row(seeded.name)).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(home.table.getByRole("columnheader", { name: /Uploaded/ })).toBeInViewport();

  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await overflow()).toBeGreaterThan(0);
  await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  const link = home.row(seeded.name).getByRole("link", { name: seeded.name });
  const [linkBox, scrollerBox] = [await link.boundingBox(), await scroller.boundingBox()];
  expect(linkBox!.x).toBeGreaterThanOrEqual(scrollerBox!.x);
  expect(linkBox!.x).toBeLessThan(scrollerBox!.x + 40);
});
