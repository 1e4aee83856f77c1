import { expect, test } from "./fixtures";
import { MessageTreePanel } from "./pages/message-tree-panel";
import { RedactionPage } from "./pages/redaction-page";
import { makeTranscript, uniqueName } from "./pages/test-data";
import { REDACTION_KINDS } from "../lib/contracts/redaction-report";
import {
  PLANTED_TICKET,
  plantSecrets,
  TICKET_PATTERN,
} from "../lib/redaction/testing/plant-secrets";
import { PLANTED_SECRETS } from "../lib/redaction/testing/planted-secrets";

// A compacting session with one secret of every kind planted in its first prompt and first
// tool result (the range the first compaction summarises).
const PLANTED = plantSecrets(
  makeTranscript({ seed: 703, style: "2.1", targetBytes: 3_000_000 }).text,
);
const PROMPT_UUID = (() => {
  const line = PLANTED.split("\n").find((l) => l.includes(PLANTED_SECRETS[0]?.secret ?? "-"));
  const uuid = line === undefined ? undefined : /"uuid":"([^"]+)"/.exec(line)?.[1];
  if (uuid === undefined) throw new Error("the planted prompt has no uuid");
  return uuid;
})();

/** Whether a page's text shows any planted secret, as it is or JSON-escaped. */
const leakedIn = (text: string) =>
  PLANTED_SECRETS.filter(
    (p) => text.includes(p.secret) || text.includes(JSON.stringify(p.secret).slice(1, -1)),
  ).map((p) => p.kind);

test.afterEach(async ({ request }) => RedactionPage.reset(request));

test("turns redaction on, turns down a pattern that could hang, and shows the redacted request preview", async ({
  page,
  seedTranscript,
  compactionPage,
}) => {
  const settings = new RedactionPage(page);
  await settings.goto();
  await expect(settings.mode).toHaveText(/^Redaction is off: this is the open single-user mode/);
  await settings.toggle.check();
  await settings.patterns.fill(`${TICKET_PATTERN}\n(a+)+$`);
  await settings.save.click();
  await expect(settings.error).toContainText(
    'Pattern "(a+)+$" repeats a group that repeats itself',
  );
  await settings.patterns.fill(TICKET_PATTERN);
  await settings.save.click();
  await expect(settings.saved).toBeVisible();
  await expect(settings.mode).toHaveText("Redaction is on for this workspace.");

  const seeded = await seedTranscript({ name: uniqueName("e2e-redaction"), jsonl: PLANTED });
  const [first] = seeded.compactions;
  if (!first) throw new Error("the generated session should compact");
  await compactionPage.goto(seeded.id, `recorded-${first.uuid}`);
  await compactionPage.requestToggle.click();
  const notice = compactionPage.requestPanel.getByTestId("redaction-notice");
  // One of each planted kind, and the user's pattern; the generated session holds no others.
  await expect(notice.getByRole("status")).toHaveText(
    `${PLANTED_SECRETS.length + 1} secrets of ${PLANTED_SECRETS.length + 1} kinds redacted before sending:`,
  );
  const kinds = notice
    .getByRole("list", { name: "Redacted secrets by kind" })
    .getByRole("listitem");
  await expect(kinds).toHaveCount(PLANTED_SECRETS.length + 1);
  for (const { kind } of PLANTED_SECRETS)
    await expect(kinds.filter({ hasText: `1 ${REDACTION_KINDS[kind][0]}` }).first()).toBeVisible();

  await compactionPage.requestPanel.getByText(/^Messages: showing/).click();
  const messages = compactionPage.requestPanel.getByTestId("request-messages");
  await expect(messages.getByTestId("redaction-marker").first()).toBeVisible();
  await expect(messages).toContainText("ANTHROPIC=[REDACTED:anthropic-key#1]");
  await expect(messages).toContainText("DB_PASSWORD=[REDACTED:env-secret#1]");
  await expect(messages).toContainText("ticket [REDACTED:custom#1]");
  await expect(messages).not.toContainText(PLANTED_TICKET);
  expect(leakedIn(await page.locator("body").innerText())).toEqual([]);
  await page.screenshot({ path: "test-results/redaction-preview.png", fullPage: false });
});

test("record content a viewer opens is redacted and says how many secrets went", async ({
  page,
  request,
  seedTranscript,
  sessionPage,
}) => {
  await request.put("/api/redaction", { data: { enabled: true, patterns: [] } });
  const seeded = await seedTranscript({ name: uniqueName("e2e-redaction-tree"), jsonl: PLANTED });
  await sessionPage.goto(seeded.id, "tab=tree");
  const panel = new MessageTreePanel(page);
  await panel.search.fill(PROMPT_UUID.slice(0, 13));
  await expect(panel.matchStatus).toHaveText("1 of 1 match");
  await panel.selectedRow().click();
  await expect(panel.content.getByTestId("redaction-notice")).toContainText(
    `${PLANTED_SECRETS.length} secrets of ${PLANTED_SECRETS.length} kinds redacted before showing:`,
  );
  await expect(panel.content).toContainText("[REDACTED:github-token#1]");
  expect(leakedIn(await panel.content.innerText())).toEqual([]);
});
