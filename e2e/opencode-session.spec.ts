import { generateOpenCodeSession } from "@/lib/generator/opencode/generate-opencode-session";
import { generateOpenCodeDemoSessions } from "@/lib/generator/opencode/opencode-demo-sessions";
import { expect, test } from "./fixtures";
import { makeTranscript, uniquePrefix } from "./pages/test-data";
import { TokenCurvePanel } from "./pages/token-curve";

/** The OpenCode demo session: compactions once a response's total reached the usable 168,000. */
function makeDemoSession() {
  const [demo] = generateOpenCodeDemoSessions();
  if (!demo) throw new Error("no OpenCode demo session");
  const { lines, facts } = generateOpenCodeSession(demo.options);
  return { text: `${[...lines].join("\n")}\n`, facts: facts() };
}

test("an OpenCode session is listed with its badge, filtered by agent, and replayed under OpenCode's rules at its recorded compactions", async ({
  page,
  seedTranscript,
  homePage,
}) => {
  test.setTimeout(120_000);
  const session = makeDemoSession();
  const prefix = uniquePrefix("e2e-opencode");
  const opencode = await seedTranscript({ name: `${prefix}-session.jsonl`, jsonl: session.text });
  const claude = await seedTranscript({
    name: `${prefix}-claude.jsonl`,
    jsonl: makeTranscript({ seed: 3, style: "2.1", targetBytes: 60_000 }).text,
  });
  // The API: the harness, every assistant message with tokens but the summaries a call, each
  // compaction with the total before it.
  expect([opencode.harness, claude.harness]).toEqual(["opencode", "claude-code"]);
  expect(opencode.apiCalls).toBe(session.facts.calls);
  expect(opencode.maxContextTokens).toBe(session.facts.maxContextTokens);
  expect(opencode.compactions.map((c) => c.preTokens)).toEqual(
    session.facts.compactions.map((c) => c.preTokens),
  );
  expect(opencode.compactions.every((c) => (c.preTokens ?? 0) >= 168_000)).toBe(true);

  // The list: the OpenCode session carries its badge; the agent filter keeps it alone.
  await homePage.goto(`?q=${prefix}`);
  const links = homePage.table.getByRole("link", { name: new RegExp(prefix) });
  await expect(links).toHaveCount(2);
  const row = homePage.table.getByRole("row").filter({ hasText: opencode.name });
  await expect(row.getByTestId("harness-badge")).toHaveText("OpenCode");
  // Chosen again until the page has hydrated and the choice reaches the URL.
  await expect(async () => {
    await homePage.harnessFilter.selectOption({ label: "OpenCode" });
    await expect(page).toHaveURL(/[?&]harness=opencode(&|$)/, { timeout: 2_000 });
  }).toPass();
  await expect(links).toHaveText([opencode.name]);

  // The session: the recorded compactions marked at their calls, and the opencode profile's
  // replay compacting at the same calls (200,000 less the 32,000 output cap).
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${opencode.id}`));
  const tokenCurve = new TokenCurvePanel(page);
  const atCalls = opencode.compactions.map((c) => c.atCall);
  await expect(tokenCurve.markers({ source: "recorded", kind: "compaction" })).toHaveCount(
    atCalls.length,
  );
  expect(await tokenCurve.markerCalls({ source: "recorded", kind: "compaction" })).toEqual(atCalls);
  expect(await tokenCurve.markerCalls({ source: "replayed", kind: "opencode-compact" })).toEqual(
    atCalls,
  );
});

test("an OpenCode session that pruned shows each prune recorded and replayed at the same call, and /conformance the prune lab's rows by setting", async ({
  page,
  seedTranscript,
  sessionPage,
}) => {
  test.setTimeout(120_000);
  // 1.1.65 prunes by default: auto picks the opencode-prune profile.
  const { lines, facts } = generateOpenCodeSession({
    seed: 7,
    targetBytes: 1_200_000,
    prune: true,
    version: "1.1.65",
  });
  const jsonl = `${[...lines].join("\n")}\n`;
  const { prunes: all, calls } = facts();
  // A prune after the last prompt is in the file, but no call shows it: the replay checks before calls.
  const prunes = all.filter((p) => p.atCall < calls);
  expect(prunes.length).toBeGreaterThan(1);
  const prefix = uniquePrefix("e2e-opencode-prune");
  const session = await seedTranscript({
    name: `${prefix}-session.jsonl`,
    jsonl,
  });
  expect(session.compactions).toEqual([]);

  await sessionPage.goto(session.id);
  const tokenCurve = new TokenCurvePanel(page);
  const atCalls = prunes.map((p) => p.atCall);
  await expect(tokenCurve.markers({ source: "replayed", kind: "opencode-prune" })).toHaveCount(
    atCalls.length,
  );
  expect(await tokenCurve.markerCalls({ source: "replayed", kind: "opencode-prune" })).toEqual(
    atCalls,
  );
  const recorded = await tokenCurve.markerCalls({ source: "recorded", kind: "microcompaction" });
  expect(recorded.filter((call) => call < calls)).toEqual(atCalls);
  // The first prune's event says how many outputs it cleared, and that the file recorded it.
  const first = sessionPage.eventRows().filter({ hasText: "opencode-prune" }).first();
  await expect(first).toContainText(`pruned ${prunes[0]?.cleared} tool outputs`);
  await expect(first).toContainText("recorded too");

  // /conformance: the prune rows name their setting and what the client cleared.
  await page.goto("/conformance");
  const table = page.getByTestId("opencode-matrix");
  const served = table
    .getByRole("row")
    .filter({ hasText: "1.18.33" })
    .filter({ hasText: "compaction.prune: true, opencode serve" });
  await expect(served).toContainText("prune: cleared in 3 of 4 cases, after prompt 3");
  await expect(served).toContainText("agrees");
  const lone = table
    .getByRole("row")
    .filter({ hasText: "1.18.33" })
    .filter({ hasText: "compaction.prune: true, lone opencode run" });
  await expect(lone).toContainText("prune: nothing cleared in 1 case");
});
