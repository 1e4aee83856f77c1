import { expect, test } from "./fixtures";
import { makeLongTranscript } from "./pages/long-transcript";
import { MessageTreePanel } from "./pages/message-tree-panel";
import { makeTranscript, uniqueName } from "./pages/test-data";

test("scrolls a 20,000-record tree to its end and opens a record's content", async ({
  page,
  sessionPage,
  seedTranscript,
}) => {
  test.setTimeout(120_000);
  const long = makeLongTranscript(41, 20_050);
  const seeded = await seedTranscript({ name: uniqueName("e2e-tree-long"), jsonl: long.text });
  expect(seeded.records).toBeGreaterThanOrEqual(20_000);
  await sessionPage.goto(seeded.id, "tab=tree");
  const panel = new MessageTreePanel(page);
  await expect(panel.rows().first()).toBeVisible();
  await expect(page.getByText(/^20,\d{3} records/)).toBeVisible();
  expect(await panel.rows().count()).toBeLessThan(100);

  await panel.tree.focus();
  await page.keyboard.press("End");
  const last = panel.row(new RegExp(`line ${long.lastUuidLine}$`));
  await expect(last).toHaveAttribute("aria-selected", "true");
  await expect(last).toBeInViewport();
  await expect(panel.row(/line 1$/)).toHaveCount(0);
  expect(await panel.rows().count()).toBeLessThan(100);

  await page.keyboard.press("ArrowUp");
  await expect(panel.selectedRow()).not.toHaveAccessibleName(
    new RegExp(`line ${long.lastUuidLine}$`),
  );
  await page.keyboard.press("Enter");
  const name = (await panel.selectedRow().getAttribute("aria-label")) ?? "";
  await expect(panel.content.getByRole("heading", { level: 3 })).toContainText(name);
  await expect(panel.content.getByText("Whole record (JSON)")).toBeVisible();

  await panel.search.fill("compact_boundary");
  await expect(panel.matchStatus).toHaveText(/^1 of \d+ matches$/);
  await panel.search.press("Enter");
  await expect(panel.matchStatus).toHaveText(/^2 of \d+ matches$/);
  await expect(panel.selectedRow()).toContainText(/compacted: (auto|manual)/);
});

test("shows injected markup in a record as text and never runs it", async ({
  page,
  sessionPage,
  seedTranscript,
}) => {
  const base = makeTranscript({ seed: 77, style: "2.1", targetBytes: 30_000 }).text;
  const lines = base.trimEnd().split("\n");
  const lastUuid = lines
    .map((line) => /"uuid":"([^"]+)"/.exec(line)?.[1])
    .filter(Boolean)
    .at(-1);
  const payload = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;
  const injected = JSON.stringify({
    type: "user",
    uuid: "11111111-2222-4333-8444-555555555555",
    parentUuid: lastUuid,
    isSidechain: false,
    timestamp: "2026-03-01T00:00:00.000Z",
    message: { role: "user", content: payload },
  });
  const seeded = await seedTranscript({
    name: uniqueName("e2e-tree-inert"),
    jsonl: `${base}${injected}\n`,
  });
  await sessionPage.goto(seeded.id, "tab=tree");
  const panel = new MessageTreePanel(page);
  await panel.search.fill("11111111");
  await expect(panel.matchStatus).toHaveText("1 of 1 match");
  await panel.selectedRow().click();
  await expect(panel.content.getByText(payload)).toBeVisible();
  await expect(panel.content.locator("script, img")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
