import { z } from "zod";
import { generateDemoSessions } from "@/lib/generator/demo-sessions";
import { expect, test } from "./fixtures";
import { makeTranscript, uniquePrefix } from "./pages/test-data";

/**
 * The demo's two-compaction session, which its replay as recorded reproduces, and the same
 * calls as if Claude Code 2.0.76 had made them, which it does not (why-it-compacted.spec.ts).
 */
const DEMO = generateDemoSessions().find((demo) => demo.name === "demo-2.1-autocompact-x2.jsonl");
if (!DEMO) throw new Error("the demo's two-compaction session is gone");
const demo = makeTranscript(DEMO.options).text;
const asOldVersion = demo.replaceAll('"version":"2.1.70"', '"version":"2.0.76"');

const countsSchema = z.object({ reproduces: z.number(), of: z.number(), extra: z.number() });
const replayFitSchema = z.object({
  fit: z.object({ settings: z.array(z.unknown()), auto: countsSchema }).nullable(),
});

test("filters the list by whether the replay reproduces a session, in the URL and a saved filter, and what it lists is true", async ({
  page,
  request,
  seedTranscript,
  homePage,
}) => {
  const prefix = uniquePrefix("e2e-agree");
  const reproduced = await seedTranscript({ name: `${prefix}-demo.jsonl`, jsonl: demo });
  const old = await seedTranscript({ name: `${prefix}-old.jsonl`, jsonl: asOldVersion });
  const links = homePage.table.getByRole("link", { name: new RegExp(prefix) });

  await homePage.goto(`?q=${prefix}`);
  await homePage.reproducesFilter.selectOption("no");
  await expect(page).toHaveURL(new RegExp(`q=${prefix}.*&reproduces=no`));
  // Sessions are measured in the background (after upload, or once the filter asks).
  await expect(async () => {
    await page.reload();
    await expect(links).toHaveText([old.name], { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId("not-measured")).toHaveCount(0);
  const badge = homePage.row(old.name).getByTestId("replay-agreement");
  await expect(badge).toHaveText("replay reproduces 0 of 2, adds 2");
  await expect(badge).toHaveAttribute("data-tone", "differs");

  // True: the replay as recorded does not reproduce it, and its page says so in the same numbers.
  const replay = await request.post(`/api/transcripts/${old.id}/replay`, { data: {} });
  const { fit } = replayFitSchema.parse(await replay.json());
  expect(fit?.auto).toEqual({ reproduces: 0, of: 2, extra: 2 });
  await homePage.row(old.name).getByRole("link", { name: old.name }).click();
  await expect(page.getByTestId("replay-mismatch")).toContainText(
    "This replay reproduces 0 of 2 recorded compactions",
  );

  // The inverse lists the demo session as recorded, which its replay reproduces.
  await homePage.goto(`?q=${prefix}&reproduces=yes`);
  await expect(homePage.reproducesFilter).toHaveValue("yes");
  await expect(links).toHaveText([reproduced.name]);
  await expect(homePage.row(reproduced.name).getByTestId("replay-agreement")).toHaveText(
    "replay reproduces 2 of 2",
  );
  const demoReplay = await request.post(`/api/transcripts/${reproduced.id}/replay`, { data: {} });
  expect(replayFitSchema.parse(await demoReplay.json()).fit).toBeNull();

  // Saved with the search, and applied again after the filters are cleared.
  await homePage.reproducesFilter.selectOption("no");
  await expect(links).toHaveText([old.name]);
  await homePage.saveFilter.click();
  await homePage.savedFilterName.fill(prefix);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const saved = homePage.savedFilter(prefix);
  await expect(saved).toContainText("1");
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).not.toHaveURL(/reproduces=/);
  await saved.click();
  await expect(page).toHaveURL(/reproduces=no/);
  await expect(homePage.reproducesFilter).toHaveValue("no");
  await expect(links).toHaveText([old.name]);
});
