import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { transcriptLinksSchema } from "@/lib/contracts/task-links";
import { subagentFiles } from "@/lib/generator";
import { expect, test } from "./fixtures";
import { MessageTreePanel } from "./pages/message-tree-panel";
import { SessionFacts } from "./pages/session-facts";
import { makeTranscript, uniquePrefix } from "./pages/test-data";

// A reader in Tokyo with a British locale: the list must show their time, not the server's UTC.
test.use({ locale: "en-GB", timezoneId: "Asia/Tokyo" });

const FIXTURE = path.resolve("../shared/fixtures/real/v1.0.56_opus4_long_inline_sidechains.jsonl");

/** The timestamps of a file's lines in file order, read here independently of the parser. */
function timestampsOf(text: string): string[] {
  return text.split("\n").flatMap((line) => {
    const match = /"timestamp":"([^"]+)"/.exec(line);
    return match ? [match[1]!] : [];
  });
}

test("lists a real session's start, length and last activity from its first and last timestamps", async ({
  page,
  homePage,
  seedTranscript,
}) => {
  test.skip(!existsSync(FIXTURE), `needs ${FIXTURE} (../shared)`);
  const text = readFileSync(FIXTURE, "utf8");
  const stamps = timestampsOf(text);
  // This session's lines are in time order: its first and last timestamps are its bounds.
  expect([stamps[0], stamps.at(-1)]).toEqual([
    "2025-07-21T00:29:25.279Z",
    "2025-07-21T03:55:17.115Z",
  ]);
  const prefix = uniquePrefix("e2e-dates");
  const seeded = await seedTranscript({ name: `${prefix}-real.jsonl`, jsonl: text });
  expect([seeded.startedAt, seeded.endedAt]).toEqual([stamps[0], stamps.at(-1)]);
  const undated = await seedTranscript({
    name: `${prefix}-undated.jsonl`,
    jsonl: `${JSON.stringify({ type: "user", uuid: "u1", message: { role: "user", content: "hi" } })}\n`,
  });

  await homePage.goto(`?q=${prefix}`);
  const row = homePage.row(seeded.name);
  const started = row.getByTestId("session-started");
  await expect(started).toHaveAttribute("datetime", stamps[0]!);
  // 00:29 UTC is 09:29 in Tokyo, written the British way (short: the list's column is narrow).
  await expect(started).toHaveText("21/07/2025, 09:29");
  await expect(started).toHaveAttribute(
    "title",
    /Started 2025-07-21T00:29:25.279Z\nEnded 2025-07-21T03:55:17.115Z/,
  );
  await expect(row.getByTestId("session-duration")).toHaveText("3 h 25 min");
  await expect(row.getByTestId("session-last-activity")).toHaveAttribute(
    "datetime",
    stamps.at(-1)!,
  );
  await expect(homePage.row(undated.name).getByTestId("session-started")).toHaveText(
    "no timestamps",
  );

  // Sorted by start, undated sessions last either way.
  await homePage.table.getByRole("button", { name: /Started/ }).click();
  await expect(page).toHaveURL(/sort=startedAt/);
  const names = homePage.table.getByRole("row").getByRole("link");
  await expect(names).toHaveText([seeded.name, undated.name]);

  // The activity range: a day after the session drops it, its own day keeps it; in the URL.
  await page.getByLabel("Active from").fill("2025-07-22");
  await expect(page).toHaveURL(/from=2025-07-22/);
  await expect(homePage.row(seeded.name)).toHaveCount(0);
  await page.getByLabel("Active from").fill("2025-07-21");
  await expect(page).toHaveURL(/from=2025-07-21/);
  await expect(homePage.row(seeded.name)).toBeVisible();
  await expect(homePage.row(undated.name)).toHaveCount(0);

  await page.getByRole("link", { name: seeded.name }).click();
  const facts = new SessionFacts(page);
  await expect(facts.started).toHaveText("21 Jul 2025, 09:29");
  await expect(facts.lastActivity).toHaveAttribute("datetime", stamps.at(-1)!);
});

test("a Task call links to its subagent's transcript, and the subagent back to the call", async ({
  page,
  request,
  sessionPage,
  seedTranscript,
}) => {
  const prefix = uniquePrefix("e2e-links");
  const parentText = makeTranscript({ seed: 4, style: "2.1", targetBytes: 400_000 }).text;
  const [subagent] = subagentFiles(parentText.split("\n"));
  const parent = await seedTranscript({ name: `${prefix}-parent.jsonl`, jsonl: parentText });
  const child = await seedTranscript({
    name: `${prefix}-agent-${subagent!.agentId}.jsonl`,
    jsonl: `${subagent!.lines.join("\n")}\n`,
  });
  const links = transcriptLinksSchema.parse(
    await (await request.get(`/api/transcripts/${parent.id}/links`)).json(),
  );
  const call = links.taskCalls.find((c) => c.agentId === subagent!.agentId)!;
  expect(call.subagentId).toBe(child.id);

  // From the facts: the call at its line opens the subagent's session.
  await sessionPage.goto(parent.id);
  const facts = new SessionFacts(page);
  await expect(facts.taskCalls).toHaveCount(Math.min(links.taskCalls.length, 8));
  await facts.taskCall(call.line).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${child.id}$`));
  await expect(sessionPage.title).toContainText(child.name);

  // And back: the parent's page opens its message tree on the call, whose row links again.
  await expect(facts.parentLink).toHaveText(
    `Open the parent session at its Task call (line ${call.line})`,
  );
  await facts.parentLink.click();
  await expect(page).toHaveURL(
    new RegExp(`/sessions/${parent.id}\\?tab=tree&call=${call.callIndex}$`),
  );
  const tree = new MessageTreePanel(page);
  const link = tree.tree.getByTestId("tree-subagent-link").first();
  await expect(link).toBeVisible();
  await expect(link).toHaveText(`↳ subagent ${subagent!.agentId.slice(0, 8)}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${child.id}$`));
});
