import { expect, test } from "./fixtures";
import { makeTranscript, uniqueName } from "./pages/test-data";

// A generated 2.1 session that compacts, written as 2.1.70: before the 2.1.86 fork, so its
// version sends the direct request (request-profiles.ts).
const SESSION = makeTranscript({ seed: 703, style: "2.1", targetBytes: 3_000_000 });

test("opens the summarization request of a recorded compaction: prompt, estimate and output cap", async ({
  page,
  seedTranscript,
  compactionPage,
}) => {
  const seeded = await seedTranscript({ name: uniqueName("e2e-request"), jsonl: SESSION.text });
  const [first] = seeded.compactions;
  if (!first) throw new Error("the generated session should compact");
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/request")) requests.push(r.method());
  });
  await compactionPage.goto(seeded.id, `recorded-${first.uuid}`);
  await expect(compactionPage.requestToggle).toBeVisible();
  expect(requests).toEqual([]); // fetched on open only: the page's first payload stays small

  await compactionPage.requestToggle.click();
  // 2.1.20 to 2.1.85: the no-tools line after the prompt (request-profiles.ts).
  await expect(compactionPage.requestPrompt).toContainText("IMPORTANT: Do NOT use any tools");
  await expect(compactionPage.requestPrompt).toContainText(
    "Your task is to create a detailed summary of the conversation so far",
  );
  await expect(compactionPage.requestEstimate).toHaveText(
    /^[\d,]+ tokens \(length\/4\) of a 200,000-token window$/,
  );
  expect(
    await compactionPage.requestEstimate
      .innerText()
      .then((t) => Number(t.split(" ")[0]?.replace(/,/g, ""))),
  ).toBeGreaterThan(10_000);
  await expect(compactionPage.requestMaxTokens).toHaveText("20,000");
  await expect(compactionPage.requestPanel.getByTestId("request-tools")).toHaveText("1: Read");
  await expect(compactionPage.requestPanel.getByTestId("request-thinking")).toHaveText("none");
  await expect(
    compactionPage.requestPanel.getByText(/^Messages: showing 6 of [\d,]+$/),
  ).toBeVisible();
  await expect(
    compactionPage.requestPanel.getByRole("button", { name: "Copy as JSON" }),
  ).toBeVisible();
  expect(requests).toEqual(["POST"]);
});
