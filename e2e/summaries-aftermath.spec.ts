import { expect, test } from "./fixtures";
import { makeVariant, readVariants } from "./pages/summaries-section";
import { makeTranscript, uniqueName } from "./pages/test-data";

// A generated 2.1 session that compacts and needs, after its first compaction, files, errors,
// commands, decisions and a next step from before it (summary-probes.test.ts shows all five).
const SESSION = makeTranscript({ seed: 3, style: "2.1", targetBytes: 3_000_000 });

test("the comparison leads with the aftermath score, the API's own figures, and a baseline made in the form scores beside them", async ({
  page,
  request,
  seedTranscript,
  compactionPage,
  summaries,
}) => {
  test.setTimeout(120_000);
  const seeded = await seedTranscript({ name: uniqueName("aftermath-score"), jsonl: SESSION.text });
  const first = seeded.compactions[0];
  if (!first) throw new Error("the seeded session did not compact");
  const { id } = seeded;
  const point = `recorded-${first.uuid}`;
  const offline = await makeVariant(request, id, point, { provider: "offline" });
  const masked = await makeVariant(request, id, point, {
    provider: "baseline",
    model: "baseline:mask-tool-outputs",
  });
  const variants = await readVariants(request, id, point);
  const scoreOf = (variantId: string) =>
    variants.find((v) => v.id === variantId)?.metrics?.["aftermath-carried"]?.display ?? "?";
  // Every variant is scored on the same facts: "k of n (p%)" with one n.
  const shown = ["recorded", offline, masked].map(scoreOf);
  const total = /^\d+ of (\d+) \(\d+%\)$/.exec(shown[0] ?? "")?.[1];
  expect(total).toBeDefined();
  for (const display of shown)
    expect(display).toMatch(new RegExp(`^\\d+ of ${total} \\(\\d+%\\)$`));

  await compactionPage.goto(id, point, `?compare=recorded,${offline},${masked}`);
  // The metrics table's first row is the aftermath score, each cell the API's figure.
  const firstRow = summaries.metrics.locator("tbody tr").first();
  await expect(firstRow.getByRole("rowheader")).toContainText("Aftermath carried");
  await expect(firstRow.getByRole("cell")).toHaveText(
    shown.map((text) => new RegExp(`^${text.replace(/[()]/g, "\\$&")}`)),
  );
  // Its definition opens like the others'.
  const definition = firstRow.locator("details").first();
  await definition.locator("summary").click();
  await expect(definition.getByRole("paragraph")).toContainText(
    "the next step, the first tool call",
  );
  // The variants table shows it beside each summary's name.
  await expect(summaries.row("Recorded").getByRole("cell").nth(2)).toHaveText(shown[0] ?? "");
  await expect(
    summaries.row("Baseline · old tool outputs masked").getByRole("cell").nth(2),
  ).toHaveText(shown[2] ?? "");

  // A baseline from the form: the last 3 user messages, scored like any summary.
  await summaries.form.getByRole("radio", { name: "Baseline" }).check();
  await summaries.form
    .getByRole("combobox", { name: "Baseline" })
    .selectOption({ label: "Keep the last N user messages" });
  await summaries.form.getByRole("spinbutton", { name: "N" }).fill("3");
  await expect(summaries.form.getByLabel("Template")).toHaveCount(0);
  await summaries.submit.click();
  const row = summaries.row("Baseline · last 3 user messages");
  await expect(row).toContainText("done");
  const made = (await readVariants(request, id, point)).find(
    (v) => v.model === "baseline:last-user-messages:3",
  );
  expect(made?.text.startsWith("User: ")).toBe(true);
  await expect(row.getByRole("cell").nth(2)).toHaveText(
    made?.metrics?.["aftermath-carried"]?.display ?? "?",
  );
  await page.screenshot({ path: "test-results/summaries-aftermath.png", fullPage: true });
});
