import { formatInteger } from "@/lib/view/format/format-number";
import { expect, test } from "./fixtures";
import { makeTranscript, uniqueName } from "./pages/test-data";

/**
 * A 2.1.19 session that compacts once (manual) and microcompacts twice, with main-thread cache
 * breaks: the generator microcompacts only where the version does (2.1.0 to 2.1.21).
 */
const COMPACTING = { seed: 6, style: "2.1", version: "2.1.19", targetBytes: 3_000_000 } as const;
/** The demo's small session: no compaction, no event, no cache break. */
const QUIET = { seed: 5, style: "2.1", targetBytes: 300_000 } as const;

const callParam = (call: number) => new RegExp(`[?&]call=${call}(&|$)`);

test("why it compacted names the recorded call and tokens; the events table filters, sorts and jumps to a call", async ({
  page,
  seedTranscript,
  sessionPage,
}) => {
  const { text, facts } = makeTranscript(COMPACTING);
  expect(facts.compactions.length).toBeGreaterThan(0);
  const seeded = await seedTranscript({ name: uniqueName("e2e-events"), jsonl: text });
  const [recorded] = seeded.compactions;
  if (!recorded?.preTokens) throw new Error("the generated session should record a compaction");
  expect(recorded.preTokens).toBe(facts.compactions[0]?.preTokens);

  await sessionPage.goto(seeded.id);
  await expect(sessionPage.why.getByTestId("why-block").first()).toContainText(
    `before call ${recorded.atCall} at ${formatInteger(recorded.preTokens)} tokens`,
  );
  await expect(sessionPage.why.getByTestId("threshold-inference")).toContainText("threshold");

  // Recorded and replayed events side by side.
  const rows = sessionPage.eventRows();
  await expect(
    sessionPage.eventsTable.getByRole("cell", { name: "recorded", exact: true }).first(),
  ).toBeVisible();
  await expect(
    sessionPage.eventsTable.getByRole("cell", { name: "replayed", exact: true }).first(),
  ).toBeVisible();
  const total = await rows.count();

  // Filtering by a family keeps only its rows, as many as the option says.
  const option = await sessionPage.kindFilter
    .locator('option[value="family:microcompaction"]')
    .innerText();
  const expected = Number(/\((\d+)\)/.exec(option)?.[1]);
  expect(expected).toBeLessThan(total);
  await sessionPage.kindFilter.selectOption("family:microcompaction");
  await expect(rows).toHaveCount(expected);
  for (const kind of await sessionPage.eventsTable
    .locator("tbody td:nth-child(3)")
    .allInnerTexts()) {
    expect(kind).toMatch(/microcompact/);
  }
  await sessionPage.kindFilter.selectOption("all");
  await expect(rows).toHaveCount(total);

  // Sorted by call, ascending; one click on the header reverses it.
  const callHeader = sessionPage.eventsTable.getByRole("columnheader", { name: /Call/ });
  await expect(callHeader).toHaveAttribute("aria-sort", "ascending");
  const ascending = await sessionPage.columnNumbers(sessionPage.eventsTable, 1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await callHeader.getByRole("button").click();
  await expect(callHeader).toHaveAttribute("aria-sort", "descending");
  const descending = await sessionPage.columnNumbers(sessionPage.eventsTable, 1);
  expect(descending).toEqual([...ascending].reverse());

  // Keyboard: ArrowDown moves to the next row, Enter jumps to its call.
  await rows.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(callParam(descending[1] ?? -1));
  // The row of the selected call is highlighted, and only rows at that call.
  await expect(rows.nth(1)).toHaveAttribute("aria-current", "true");
  const current = sessionPage.eventsTable.locator('tbody tr[aria-current="true"]');
  for (const call of await current.locator("td:nth-child(1)").allInnerTexts())
    expect(Number(call.replace(/\D/g, ""))).toBe(descending[1]);
});

test("the cache-breaks table totals the breaks and a row click jumps to its call", async ({
  page,
  seedTranscript,
  sessionPage,
}) => {
  const seeded = await seedTranscript({
    name: uniqueName("e2e-cache-breaks"),
    jsonl: makeTranscript(COMPACTING).text,
  });
  expect(seeded.cacheBreaks).toBeGreaterThan(1);

  await sessionPage.goto(seeded.id);
  await sessionPage.openTab("Cache breaks");
  await expect(page).toHaveURL(/[?&]tab=cache-breaks/);
  const rows = sessionPage.cacheBreakRows();
  await expect(rows).toHaveCount(seeded.cacheBreaks);
  await expect(sessionPage.cacheBreaks.getByTestId("cache-break-totals")).toContainText(
    `${formatInteger(seeded.cacheBreaks)} breaks`,
  );

  const calls = await sessionPage.columnNumbers(sessionPage.cacheBreaksTable, 1);
  await rows.nth(1).getByRole("cell").nth(3).click();
  await expect(page).toHaveURL(callParam(calls[1] ?? -1));
  await expect(page).toHaveURL(/[?&]tab=cache-breaks/);
  await expect(rows.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(rows.nth(0)).not.toHaveAttribute("aria-current", "true");

  // The API calls table shows the selected call, and highlights the call a click there selects.
  await sessionPage.openTab("API calls");
  const callsPanel = page.getByTestId("api-calls");
  const selected = callsPanel.getByRole("row", { name: `call ${calls[1]}`, exact: true });
  await expect(selected).toHaveAttribute("aria-current", "true");
  const next = callsPanel.getByRole("row", { name: `call ${(calls[1] ?? 0) + 1}`, exact: true });
  await next.getByRole("cell").nth(1).click();
  await expect(next).toHaveAttribute("aria-current", "true");
  await expect(callsPanel.locator('tbody tr[aria-current="true"]')).toHaveCount(1);
});

test("the API calls table scrolls to the selected call: a link's ?call= and a marker click", async ({
  page,
  seedTranscript,
  sessionPage,
}) => {
  const seeded = await seedTranscript({
    name: uniqueName("e2e-calls-scroll"),
    jsonl: makeTranscript(COMPACTING).text,
  });
  const current = page.getByTestId("api-calls").locator('tbody tr[aria-current="true"]');
  await sessionPage.goto(seeded.id, "tab=calls");
  const mainCalls = Number(
    (await sessionPage.mainThreadOnly.locator("..").innerText()).replace(/\D/g, ""),
  );
  // A call far below the table's first screen (18 rows of 30 px in its 540 px box).
  const far = mainCalls - 5;
  expect(far).toBeGreaterThan(60);
  await sessionPage.goto(seeded.id, `tab=calls&call=${far}`);
  await expect(current).toHaveAttribute("aria-label", `call ${far}`);
  // The table's own box scrolled to it: in view once the page shows the box.
  const box = page.getByRole("region", { name: "API calls, scrollable" });
  await box.scrollIntoViewIfNeeded();
  await expect(current).toBeInViewport();

  // A marker of the curve selects its call; the open calls tab scrolls to it.
  const marker = page
    .getByTestId("token-curve")
    .locator('[data-testid="curve-marker"][data-source="recorded"]')
    .first();
  const atCall = Number(await marker.getAttribute("data-at-call"));
  expect(far - atCall).toBeGreaterThan(45);
  await marker.click();
  await expect(page).toHaveURL(callParam(atCall));
  await expect(current).toHaveAttribute("aria-label", `call ${atCall}`);
  await box.scrollIntoViewIfNeeded();
  await expect(current).toBeInViewport();

  // Keyboard across the window's edge: ArrowDown from the selected row reaches rows that were
  // not drawn, and Enter selects the one it reached.
  await current.focus();
  for (let step = 0; step < 40; step++) await page.keyboard.press("ArrowDown");
  const focused = page.locator("tbody tr:focus");
  await expect(focused).toHaveAttribute("aria-label", `call ${atCall + 40}`);
  const reached = atCall + 40;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(callParam(reached));
});

test("a session that never compacted says how close it came; both tables say they are empty", async ({
  seedTranscript,
  sessionPage,
}) => {
  const seeded = await seedTranscript({
    name: uniqueName("e2e-quiet"),
    jsonl: makeTranscript(QUIET).text,
  });
  expect(seeded.compactions).toHaveLength(0);

  await sessionPage.goto(seeded.id);
  await expect(sessionPage.why.getByTestId("why-empty")).toContainText(
    "This session never compacted: its peak was",
  );
  await expect(sessionPage.events.getByTestId("events-empty")).toBeVisible();
  await sessionPage.openTab("Cache breaks");
  await expect(sessionPage.cacheBreaks.getByTestId("cache-breaks-empty")).toBeVisible();

  // The calls moved into their own tab and still load there.
  await sessionPage.openCallsTab();
  await expect(sessionPage.callRows().first()).toContainText("main");
});

test("when the replay fails, the replay's views say why instead of waiting", async ({
  page,
  seedTranscript,
  sessionPage,
}) => {
  const seeded = await seedTranscript({
    name: uniqueName("e2e-replay-fails"),
    jsonl: makeTranscript(QUIET).text,
  });
  await page.route("**/api/transcripts/*/replay?*", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "internal", message: "The worker crashed." } }),
    }),
  );

  await sessionPage.goto(seeded.id);
  await expect(page.getByRole("tabpanel")).toContainText("No replay to show: The worker crashed.");
  await sessionPage.openTab("Cache breaks");
  await expect(page.getByRole("tabpanel")).toContainText("No replay to show: The worker crashed.");
});
