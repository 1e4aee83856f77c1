import { formatInteger } from "@/lib/view/format/format-number";
import { expect, test } from "./fixtures";
import { makeLongTranscript } from "./pages/long-transcript";
import { TokenCurvePanel } from "./pages/token-curve";
import { findBlock, readRecords } from "./pages/transcript-lines";
import { makeTranscript, uniqueName } from "./pages/test-data";

/** A 2.1 session that compacts, as the demo's: messages, tool calls, a compaction. */
const COMPACTING = { seed: 6, style: "2.1", version: "2.1.19", targetBytes: 3_000_000 } as const;

test("reads a session as a conversation: an assistant's text, a Bash command, a compaction's figures", async ({
  seedTranscript,
  sessionPage,
  conversation,
}) => {
  test.setTimeout(90_000);
  const { text } = makeTranscript(COMPACTING);
  const seeded = await seedTranscript({ name: uniqueName("e2e-conversation"), jsonl: text });

  // An assistant's prose, first sentence: the markdown renders it as the words it is.
  const said = findBlock(text, "assistant", (b) => b.type === "text" && (b.text ?? "").length > 20);
  const sentence = (said.block.text ?? "").split("\n")[0]!.slice(0, 40);
  await sessionPage.goto(seeded.id, `tab=conversation&line=${said.line}`);
  await expect(conversation.current()).toHaveAttribute("data-line", String(said.line));
  await expect(conversation.current()).toContainText("Assistant");
  await expect(conversation.current()).toContainText(sentence);
  // A link to a line opens with its message in view, below the curve as it is.
  await expect(conversation.current()).toBeInViewport();
  expect(await conversation.articles().count()).toBeLessThan(60);

  // A Bash call shows its command.
  const bash = findBlock(text, "assistant", (b) => b.type === "tool_use" && b.name === "Bash");
  const command = String(bash.block.input?.command);
  await sessionPage.goto(seeded.id, `tab=conversation&line=${bash.line}`);
  const call = conversation.current().getByTestId("tool-call").filter({ hasText: "Bash" });
  await expect(call.first()).toContainText(command.split("\n")[0]!.slice(0, 60));

  // The first compaction: a separator with the trigger and the figures the file recorded.
  const boundary = readRecords(text).find((r) => r.record.subtype === "compact_boundary");
  if (!boundary) throw new Error("the generated session has no compaction");
  const meta = boundary.record.compactMetadata ?? {};
  await sessionPage.goto(seeded.id, `tab=conversation&line=${boundary.line}`);
  const separator = conversation.current();
  await expect(separator).toHaveAttribute("data-testid", "conversation-separator");
  await expect(separator).toContainText(`Compacted (${meta.trigger})`);
  await expect(separator).toContainText(`Before${formatInteger(meta.preTokens)} tokens`);
  if (meta.postTokens !== undefined)
    await expect(separator).toContainText(`After${formatInteger(meta.postTokens)} tokens`);

  // "line N" puts the message in the URL, so the link can be shared.
  const nextLine = Number(await conversation.articles().nth(1).getAttribute("data-line"));
  const next = conversation.atLine(nextLine);
  await next.getByRole("button", { name: `Link to line ${nextLine}` }).click();
  await expect(sessionPage.page).toHaveURL(new RegExp(`[?&]line=${nextLine}(&|$)`));
  await expect(next).toHaveAttribute("aria-current", "true");
  await expect(conversation.current()).toHaveCount(1);
});

test("a curve point and an events row land on the message of their call", async ({
  page,
  request,
  seedTranscript,
  sessionPage,
  conversation,
}) => {
  const seeded = await seedTranscript({
    name: uniqueName("e2e-conversation-jump"),
    jsonl: makeTranscript(COMPACTING).text,
  });
  const answer = (await (await request.get(`/api/transcripts/${seeded.id}/calls`)).json()) as
    | { index: number; isMainThread: boolean; line: number }[]
    | { calls: { index: number; isMainThread: boolean; line: number }[] };
  const calls = Array.isArray(answer) ? answer : answer.calls;
  const lineOf = (call: number) => calls.find((c) => c.isMainThread && c.index === call)!.line;

  await sessionPage.goto(seeded.id, "tab=conversation");
  await expect(conversation.articles().first()).toBeVisible();
  const curve = new TokenCurvePanel(page);
  const point = await curve.pointAt(0.6);
  await page.mouse.click(point.x, point.y);
  await expect(page).toHaveURL(new RegExp(`[?&]call=${point.call}(&|$)`));
  await expect(conversation.current()).toHaveAttribute("data-line", String(lineOf(point.call)));
  await expect(conversation.current()).toContainText("Assistant");
  await conversation.current().scrollIntoViewIfNeeded();
  await expect(conversation.current()).toBeInViewport();

  await sessionPage.openTab("Events");
  const row = sessionPage.eventRows().first();
  const eventCall = Number((await row.locator("td").first().innerText()).replace(/\D/g, ""));
  await row.locator("td").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`[?&]call=${eventCall}(&|$)`));
  await sessionPage.openTab("Conversation");
  await expect(conversation.current()).toHaveAttribute("data-line", String(lineOf(eventCall)));
});

test("planted markup, javascript: links, remote images and a 1 MB line stay inert", async ({
  page,
  seedTranscript,
  sessionPage,
  conversation,
}) => {
  const base = makeTranscript({ seed: 77, style: "2.1", targetBytes: 30_000 }).text;
  const records = readRecords(base);
  const lastUuid = String(records.findLast((r) => typeof r.record.uuid === "string")!.record.uuid);
  const payload = [
    "<script>window.__pwned=1</script>",
    '<img src=x onerror="window.__pwned=2">',
    "[click me](javascript:window.__pwned=3)",
    "![tracker](http://127.0.0.1:9/track.png)",
  ].join("\n\n");
  const user = {
    type: "user",
    uuid: "11111111-2222-4333-8444-555555555555",
    parentUuid: lastUuid,
    isSidechain: false,
    timestamp: "2026-03-01T00:00:00.000Z",
    message: { role: "user", content: payload },
  };
  const huge = {
    type: "user",
    uuid: "11111111-2222-4333-8444-666666666666",
    parentUuid: user.uuid,
    isSidechain: false,
    timestamp: "2026-03-01T00:00:01.000Z",
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_x", content: "<b>".repeat(400_000) }],
    },
  };
  const jsonl = `${base}${JSON.stringify(user)}\n${JSON.stringify(huge)}\n`;
  const injectedLine = records.at(-1)!.line + 1;
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  const seeded = await seedTranscript({ name: uniqueName("e2e-conversation-inert"), jsonl });

  await sessionPage.goto(seeded.id, `tab=conversation&line=${injectedLine}`);
  const planted = conversation.atLine(injectedLine);
  await expect(planted).toContainText("<script>window.__pwned=1</script>");
  await expect(planted).toContainText('<img src=x onerror="window.__pwned=2">');
  await expect(planted).toContainText(
    "[image: tracker (http://127.0.0.1:9/track.png), not loaded]",
  );
  await expect(planted.getByText("click me")).toBeVisible();
  await expect(planted.getByRole("link", { name: "click me" })).toHaveCount(0);
  await expect(conversation.feed.locator("script, img, iframe, object, embed")).toHaveCount(0);

  const result = conversation.atLine(injectedLine + 1);
  await expect(result.getByTestId("tool-result")).toContainText("Result · 1.2 MB (cut)");
  await result.getByText("Result · 1.2 MB (cut)").click();
  await expect(result.getByTestId("tool-result")).toContainText("<b><b><b>");
  // The page stays usable: the feed scrolls back to its start.
  await conversation.feed.focus();
  await page.keyboard.press("Home");
  await expect(conversation.articles().first()).toBeInViewport();

  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(requested.filter((url) => url.includes("track.png") || url.endsWith("/x"))).toEqual([]);
});

test("a 20,000-record session opens at its last message with a few dozen rows drawn", async ({
  seedTranscript,
  sessionPage,
  conversation,
}) => {
  test.setTimeout(120_000);
  const long = makeLongTranscript(41, 20_050);
  const seeded = await seedTranscript({
    name: uniqueName("e2e-conversation-long"),
    jsonl: long.text,
  });
  expect(seeded.records).toBeGreaterThanOrEqual(20_000);
  await sessionPage.goto(seeded.id, `tab=conversation&line=${long.lastUuidLine}`);
  // The tree of 20,000 records comes first: its fetch is the slow part on a loaded machine.
  await expect(sessionPage.page.getByText(/^\d{1,3}(,\d{3})* messages/)).toBeVisible({
    timeout: 60_000,
  });
  const current = conversation.current();
  await conversation.feed.scrollIntoViewIfNeeded();
  await expect(current).toBeInViewport();
  expect(Number(await current.getAttribute("data-line"))).toBeLessThanOrEqual(long.lastUuidLine);
  await expect(current).not.toContainText("Loading line");
  expect(await conversation.articles().count()).toBeLessThan(60);
});
