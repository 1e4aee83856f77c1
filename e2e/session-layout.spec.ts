import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatInteger } from "@/lib/view/format/format-number";
import { expect, test as base } from "./fixtures";
import { SessionLayout } from "./pages/session-layout";
import { makeTranscript, uniqueName } from "./pages/test-data";

/** Seed 4 records two auto compactions or more (the compaction page's spec pins it). */
const COMPACTING = makeTranscript({ seed: 4, style: "2.1", targetBytes: 3_500_000 });

const test = base.extend<{ layout: SessionLayout; session: TranscriptSummary }>({
  layout: async ({ page }, use) => use(new SessionLayout(page)),
  session: async ({ seedTranscript }, use) =>
    use(await seedTranscript({ name: uniqueName("e2e-layout"), jsonl: COMPACTING.text })),
});

test("at 1280x800 the first screen says why each recorded compaction fired and shows the curve's top", async ({
  page,
  layout,
  session,
}) => {
  expect(session.compactions.length).toBeGreaterThanOrEqual(2);
  await page.setViewportSize({ width: 1280, height: 800 });
  await layout.goto(session.id);

  await expect(layout.whyBlocks).toHaveCount(session.compactions.length);
  for (const [i, compaction] of session.compactions.entries()) {
    const headline = layout.headline(layout.whyBlocks.nth(i));
    await expect(headline).toContainText(
      `call ${compaction.atCall} at ${formatInteger(compaction.preTokens)} tokens`,
    );
    await expect(headline).toBeInViewport({ ratio: 1 });
  }
  await expect(layout.curvePlot).toBeInViewport();
  const plot = await layout.curvePlot.boundingBox();
  expect(plot && plot.y + 40).toBeLessThan(800);

  // The rest is one link away, below the replay: the key facts say the count at the top.
  await expect(layout.keyFacts).toContainText(`${session.compactions.length} compactions`);
  await expect(layout.fileDetails).not.toBeInViewport();
  await layout.keyFacts.getByRole("link", { name: "All file details" }).click();
  await expect(layout.fileDetails.getByTestId("card-compactions")).toBeInViewport();
  await expect(layout.fileDetails.getByTestId("card-compactions")).toContainText(
    String(session.compactions.length),
  );
});

test("the server sends the page with the inspector loading; the browser draws it from the calls and the replay", async ({
  page,
  request,
  layout,
  session,
}) => {
  // The server's page: the title and the file's details, the inspector only as its loading state.
  const html = await (await request.get(`/sessions/${encodeURIComponent(session.id)}`)).text();
  expect(html).toContain("Loading the inspector");
  expect(html).toContain(session.name);
  expect(html).not.toContain('class="replay-status"');
  expect(html).not.toContain('data-testid="token-curve"');

  await layout.goto(session.id);
  await expect(page.locator(".replay-status")).toHaveText(/^Replayed/);
  await expect(layout.whyBlocks).toHaveCount(session.compactions.length);
  await expect(layout.curvePlot).toBeVisible();
  await expect(page.getByText("Loading the inspector")).toHaveCount(0);
});

test("'Show call N on the curve' brings the curve into view and focuses that call", async ({
  page,
  layout,
  session,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await layout.goto(session.id);
  const last = session.compactions.at(-1);
  if (!last) throw new Error("the session has no compaction");
  const show = page.getByRole("button", { name: `Show call ${last.atCall} on the curve` });
  await expect(layout.curvePlot).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(layout.curvePlot).not.toBeInViewport();

  await show.scrollIntoViewIfNeeded();
  await show.click();
  await expect(layout.curvePlot).toBeInViewport({ ratio: 1 });
  await expect(page).toHaveURL(new RegExp(`[?&]call=${last.atCall}(&|$)`));
  await expect(page.locator(":focus")).toHaveAttribute("data-at-call", String(last.atCall));
});

test("at 1024x768 the constants open in a drawer beside the curve, which stays in view while a constant has focus", async ({
  page,
  layout,
  session,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await layout.goto(session.id);
  await expect(layout.curvePlot).toBeAttached();
  await expect(layout.constants).toBeHidden();

  await layout.drawerToggle.focus();
  await page.keyboard.press("Enter");
  await expect(layout.constants).toBeVisible();
  await expect(layout.drawerToggle).toHaveAttribute("aria-expanded", "true");

  const input = layout.numberInput("autocompactBufferTokens");
  await input.focus();
  await expect(input).toBeFocused();
  await expect(layout.curvePlot).toBeInViewport({ ratio: 1 });
  // Beside it, not over it.
  const plot = await layout.curvePlot.boundingBox();
  const drawer = await layout.constants.boundingBox();
  if (!plot || !drawer) throw new Error("the curve or the drawer has no box");
  expect(plot.x + plot.width).toBeLessThanOrEqual(drawer.x);

  await input.press("Escape");
  await page.keyboard.press("Escape");
  await expect(layout.constants).toBeHidden();
  await expect(layout.drawerToggle).toBeFocused();
});

test("Enter and the arrow keys apply a constant at once; typing alone waits for a pause", async ({
  page,
  layout,
  session,
}) => {
  // A stopped clock: no pause or debounce can fire, so whatever is applied was applied at once.
  await page.clock.install();
  await layout.goto(session.id);
  await expect(page.getByTestId("replayed-overrides")).toHaveText(/with 0 overrides/);
  const before = await layout.replayedCompactionCalls();
  expect(before.length).toBeGreaterThan(0);
  await page.clock.pauseAt(Date.now() + 60_000);

  const input = layout.numberInput("autocompactBufferTokens");
  await input.fill("40000");
  await input.press("Enter");
  await expect(page).toHaveURL(/[?&]o\.autocompactBufferTokens=40000(&|$)/);
  await expect.poll(() => layout.replayedCompactionCalls()).not.toEqual(before);
  // A larger buffer lowers the threshold: the first replayed compaction comes earlier.
  const moved = await layout.replayedCompactionCalls();
  expect(moved[0]).toBeLessThan(before[0] ?? 0);

  await input.press("ArrowUp");
  await expect(page).toHaveURL(/[?&]o\.autocompactBufferTokens=40001(&|$)/);
  await expect(page.locator(".replay-status")).toHaveAttribute("data-loading", "false");

  // Typed without Enter: nothing is sent until the typing pause has passed.
  await input.fill("45000");
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/[?&]o\.autocompactBufferTokens=40001(&|$)/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/[?&]o\.autocompactBufferTokens=45000(&|$)/);
});
