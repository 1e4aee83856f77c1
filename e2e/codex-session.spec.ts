import { generateCodexRollout } from "@/lib/generator/codex/generate-codex-rollout";
import { ENCRYPTED_SUMMARY_REASON } from "@/lib/contracts/summary-source";
import { formatInteger } from "@/lib/view/format/format-number";
import { expect, test } from "./fixtures";
import { makeTranscript, uniquePrefix } from "./pages/test-data";
import { TokenCurvePanel } from "./pages/token-curve";

/** A generated Codex rollout that compacts twice (summaries encrypted, as against OpenAI). */
function makeRollout() {
  const { lines, facts } = generateCodexRollout({
    seed: 7,
    targetBytes: 900_000,
    contextWindow: 100_000,
    compaction: "remote",
  });
  const all = [...lines];
  return { text: `${all.join("\n")}\n`, lines: all, facts: facts() };
}

/** The 1-based line of the first line matching `test`. */
function lineOf(
  lines: string[],
  test: (record: { type?: string; payload?: Record<string, unknown> }) => boolean,
) {
  const index = lines.findIndex((line) => {
    try {
      return test(JSON.parse(line));
    } catch {
      return false;
    }
  });
  if (index === -1) throw new Error("no such line in the rollout");
  return {
    line: index + 1,
    record: JSON.parse(lines[index] as string) as { payload: Record<string, unknown> },
  };
}

test("a Codex rollout is listed with its badge, filtered by agent, and read with its calls, compactions and messages", async ({
  page,
  seedTranscript,
  homePage,
  sessionPage,
  conversation,
  compactionPage,
}) => {
  test.setTimeout(90_000);
  const rollout = makeRollout();
  const prefix = uniquePrefix("e2e-codex");
  const codex = await seedTranscript({ name: `${prefix}-rollout.jsonl`, jsonl: rollout.text });
  const claude = await seedTranscript({
    name: `${prefix}-claude.jsonl`,
    jsonl: makeTranscript({ seed: 3, style: "2.1", targetBytes: 60_000 }).text,
  });
  // The API's contract: the harness, the largest context a token_count reports, one
  // compaction per compacted line.
  expect([codex.harness, claude.harness]).toEqual(["codex", "claude-code"]);
  expect(codex.apiCalls).toBe(rollout.facts.calls);
  expect(codex.maxContextTokens).toBe(rollout.facts.maxContextTokens);
  expect(codex.compactions.map((c) => c.preTokens)).toEqual(
    rollout.facts.compactions.map((c) => c.preTokens),
  );

  // The list: the Codex session carries its badge, the Claude Code one none; the agent
  // filter keeps only the Codex one, and says so in the URL.
  await homePage.goto(`?q=${prefix}`);
  const links = homePage.table.getByRole("link", { name: new RegExp(prefix) });
  await expect(links).toHaveCount(2);
  const codexRow = homePage.table.getByRole("row").filter({ hasText: codex.name });
  const claudeRow = homePage.table.getByRole("row").filter({ hasText: claude.name });
  await expect(codexRow.getByTestId("harness-badge")).toHaveText("Codex");
  await expect(claudeRow.getByTestId("harness-badge")).toHaveCount(0);
  await homePage.harnessFilter.selectOption({ label: "Codex CLI" });
  await expect(page).toHaveURL(/[?&]harness=codex(&|$)/);
  await expect(links).toHaveText([codex.name]);

  // The session: its calls in the curve, its compactions marked at the calls the file says.
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${codex.id}`));
  const tokenCurve = new TokenCurvePanel(page);
  await expect(tokenCurve.markers({ source: "recorded", kind: "compaction" })).toHaveCount(
    codex.compactions.length,
  );
  expect(await tokenCurve.markerCalls({ source: "recorded", kind: "compaction" })).toEqual(
    codex.compactions.map((c) => c.atCall),
  );

  // The conversation: a user's words, a shell call's command, a compaction saying its summary
  // is encrypted, with the context before it.
  const prompt = lineOf(
    rollout.lines,
    (r) =>
      r.type === "response_item" &&
      r.payload?.role === "user" &&
      !String((r.payload.content as { text: string }[])[0]?.text).startsWith("<"),
  );
  const words = (prompt.record.payload.content as { text: string }[])[0]!.text
    .split("\n")[0]!
    .slice(0, 50);
  await sessionPage.goto(codex.id, `tab=conversation&line=${prompt.line}`);
  await expect(conversation.current()).toHaveAttribute("data-line", String(prompt.line));
  await expect(conversation.current()).toContainText("User");
  await expect(conversation.current()).toContainText(words);

  const shell = lineOf(
    rollout.lines,
    (r) => r.type === "response_item" && r.payload?.type === "function_call",
  );
  const command = (JSON.parse(String(shell.record.payload.arguments)) as { command: string[] })
    .command[2]!;
  await sessionPage.goto(codex.id, `tab=conversation&line=${shell.line}`);
  await expect(conversation.current().getByTestId("tool-call")).toContainText(command.slice(0, 40));

  const first = rollout.facts.compactions[0]!;
  await sessionPage.goto(codex.id, `tab=conversation&line=${first.line}`);
  const separator = conversation.current();
  await expect(separator).toHaveAttribute("data-testid", "conversation-separator");
  await expect(separator).toContainText(`Before${formatInteger(first.preTokens)} tokens`);
  await expect(separator.getByTestId("separator-note")).toHaveText(ENCRYPTED_SUMMARY_REASON);

  // The compaction's own page says the same where the summary would be.
  const response = await compactionPage.goto(codex.id, `recorded-${codex.compactions[0]!.uuid}`);
  expect(response?.status()).toBe(200);
  await expect(compactionPage.preTokens).toContainText(formatInteger(first.preTokens));
  await expect(page.getByTestId("summary-missing")).toHaveText(ENCRYPTED_SUMMARY_REASON);
});

test("the curve draws the lines of the policy in force: Codex's limit and the window, never Claude Code's levels", async ({
  page,
  seedTranscript,
  sessionPage,
}) => {
  test.setTimeout(90_000);
  const prefix = uniquePrefix("e2e-codex-lines");
  const codex = await seedTranscript({
    name: `${prefix}-rollout.jsonl`,
    jsonl: makeRollout().text,
  });
  const claude = await seedTranscript({
    name: `${prefix}-claude.jsonl`,
    jsonl: makeTranscript({ seed: 3, style: "2.1", targetBytes: 60_000 }).text,
  });
  const curve = new TokenCurvePanel(page).root;
  const legend = curve.getByRole("list", { name: "Legend" });
  const codexLines = ["Codex limit", "Window"];
  const claudeLines = ["Warning", "Autocompact", "Blocking limit", "Window"];
  const cases = [
    [codex.id, "", codexLines],
    [claude.id, "profile=codex", codexLines],
    [claude.id, "", claudeLines],
  ] as const;
  for (const [id, query, drawn] of cases) {
    await sessionPage.goto(id, query);
    // Drawn once the replay is in: each line in the legend and labelled with its value.
    for (const label of drawn) {
      await expect(legend.getByText(label, { exact: true })).toBeVisible();
      await expect(curve.getByText(new RegExp(`^${label} \\d`)).first()).toBeVisible();
    }
    const others = [...codexLines, ...claudeLines].filter((label) => !drawn.includes(label));
    for (const label of others)
      await expect(legend.getByText(label, { exact: true })).toHaveCount(0);
  }
});
