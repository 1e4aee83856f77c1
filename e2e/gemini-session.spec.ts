import { generateGeminiSession } from "@/lib/generator/gemini/generate-gemini-session";
import { generateGeminiDemoSessions } from "@/lib/generator/gemini/gemini-demo-sessions";
import { formatInteger } from "@/lib/view/format/format-number";
import { expect, test } from "./fixtures";
import { makeTranscript, uniquePrefix } from "./pages/test-data";
import { TokenCurvePanel } from "./pages/token-curve";

/** The Gemini CLI demo session: one compression once the prompt tokens passed 524,288. */
function makeDemoSession() {
  const [demo] = generateGeminiDemoSessions();
  if (!demo) throw new Error("no Gemini CLI demo session");
  const { lines, facts } = generateGeminiSession(demo.options);
  const all = [...lines];
  return { text: `${all.join("\n")}\n`, lines: all, facts: facts() };
}

test("a Gemini CLI session is listed with its badge, filtered by agent, and read with its calls, compression and summary", async ({
  page,
  seedTranscript,
  homePage,
  sessionPage,
  conversation,
}) => {
  test.setTimeout(120_000);
  const session = makeDemoSession();
  const prefix = uniquePrefix("e2e-gemini");
  const gemini = await seedTranscript({ name: `${prefix}-session.jsonl`, jsonl: session.text });
  const claude = await seedTranscript({
    name: `${prefix}-claude.jsonl`,
    jsonl: makeTranscript({ seed: 3, style: "2.1", targetBytes: 60_000 }).text,
  });
  // The API: the harness, every gemini message with tokens a call, the compression with the
  // prompt tokens before it.
  expect([gemini.harness, claude.harness]).toEqual(["gemini-cli", "claude-code"]);
  expect(gemini.apiCalls).toBe(session.facts.calls);
  expect(gemini.maxContextTokens).toBe(session.facts.maxContextTokens);
  expect(gemini.compactions.map((c) => c.preTokens)).toEqual(
    session.facts.compactions.map((c) => c.preTokens),
  );
  expect(gemini.compactions[0]?.preTokens).toBeGreaterThanOrEqual(524_288);

  // The list: the Gemini CLI session carries its badge; the agent filter keeps it alone.
  await homePage.goto(`?q=${prefix}`);
  const links = homePage.table.getByRole("link", { name: new RegExp(prefix) });
  await expect(links).toHaveCount(2);
  const geminiRow = homePage.table.getByRole("row").filter({ hasText: gemini.name });
  await expect(geminiRow.getByTestId("harness-badge")).toHaveText("Gemini");
  // Chosen again until the page has hydrated and the choice reaches the URL.
  await expect(async () => {
    await homePage.harnessFilter.selectOption({ label: "Gemini CLI" });
    await expect(page).toHaveURL(/[?&]harness=gemini-cli(&|$)/, { timeout: 2_000 });
  }).toPass();
  await expect(links).toHaveText([gemini.name]);

  // The session: the recorded compression marked at its call, and the gemini profile's replay
  // compressing at the same call (half of the 1,048,576-token limit).
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${gemini.id}`));
  const tokenCurve = new TokenCurvePanel(page);
  const atCalls = gemini.compactions.map((c) => c.atCall);
  await expect(tokenCurve.markers({ source: "recorded", kind: "compaction" })).toHaveCount(1);
  expect(await tokenCurve.markerCalls({ source: "recorded", kind: "compaction" })).toEqual(atCalls);
  await expect(tokenCurve.markers({ source: "replayed", kind: "gemini-compress" })).toHaveCount(1);
  expect(await tokenCurve.markerCalls({ source: "replayed", kind: "gemini-compress" })).toEqual(
    atCalls,
  );

  // The conversation at the compression's line: the count before it and the state snapshot.
  const first = session.facts.compactions[0]!;
  await sessionPage.goto(gemini.id, `tab=conversation&line=${first.line}`);
  const separator = conversation.current();
  await expect(separator).toHaveAttribute("data-testid", "conversation-separator");
  await expect(separator).toContainText(`Before${formatInteger(first.preTokens)} tokens`);
  // The summary stays in the compression's own line (the replaced message list), folded.
  await separator.getByText("Summary text").click();
  await expect(separator).toContainText("<state_snapshot>");
});
