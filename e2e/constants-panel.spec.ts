import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { expect, test, type SeedInput } from "./fixtures";
import type { ConstantsPanel } from "./pages/constants-panel";
import { makeTranscript, uniqueName } from "./pages/test-data";

/** Seeds a generated 2.1 session large enough to compact and opens it once its replay is shown. */
async function openCompactingSession(
  panel: ConstantsPanel,
  seedTranscript: (input: SeedInput) => Promise<TranscriptSummary>,
  seed: number,
): Promise<TranscriptSummary> {
  const jsonl = makeTranscript({ seed, style: "2.1", targetBytes: 3_000_000 }).text;
  const seeded = await seedTranscript({ name: uniqueName(`e2e-constants-${seed}`), jsonl });
  expect(seeded.compactions.length).toBeGreaterThan(0);
  await panel.goto(seeded.id);
  await expect(panel.lastReplay).toHaveText(/with 0 overrides/);
  return seeded;
}

test("a constant change goes to the URL without a page load, re-runs the replay and survives a new page", async ({
  constantsPanel: panel,
  seedTranscript,
  context,
}) => {
  await openCompactingSession(panel, seedTranscript, 700);
  // The default's source is cited in words, each document a link to its entry on /sources.
  const buffer = panel.constant("autocompactBufferTokens");
  await expect(buffer).toContainText(
    "default 13,000 (from notes on Claude Code 2.1's cache and compaction; reverse-engineered notes on Claude Code 1.0.x;",
  );
  await expect(
    buffer.getByRole("link", { name: "reverse-engineered notes on Claude Code 2.1.7" }),
  ).toHaveAttribute("href", "/sources#claude-code-2-1-7-memory-notes");
  await panel.markWindow();

  await panel.setNumber("autocompactBufferTokens", "40000");
  await expect(panel.page).toHaveURL(/[?&]o\.autocompactBufferTokens=40000(&|$)/);
  await expect(panel.overrideCount).toHaveText("1 override");
  await expect(panel.lastReplay).toHaveText(/with 1 override$/);
  await expect(panel.constant("autocompactBufferTokens")).toHaveAttribute(
    "data-overridden",
    "true",
  );
  expect(await panel.isWindowMarked()).toBe(true);

  // Escape drops an edit that was not committed.
  await panel.numberInput("autocompactBufferTokens").fill("123");
  await panel.numberInput("autocompactBufferTokens").press("Escape");
  await expect(panel.numberInput("autocompactBufferTokens")).toHaveValue("40000");

  const copy = await context.newPage();
  await copy.goto(panel.page.url());
  const restored = copy.getByTestId("constant-autocompactBufferTokens").getByRole("spinbutton");
  await expect(restored).toHaveValue("40000");
  await copy.close();

  // A value the schema refuses is explained beside the constant and never reaches the URL.
  const urlBefore = panel.page.url();
  await panel.filter.fill("charsPerToken");
  await panel.setNumber("charsPerToken", "0.1");
  await expect(panel.constant("charsPerToken").getByRole("alert")).toHaveText(
    "charsPerToken must be at least 0.5: text runs 1 to 6 characters a token (got 0.1)",
  );
  await expect(panel.numberInput("charsPerToken")).toHaveAttribute("aria-invalid", "true");
  expect(panel.page.url()).toBe(urlBefore);
  await panel.numberInput("charsPerToken").press("Escape");
  await panel.filter.fill("");

  await panel.resetToProfile.click();
  await expect(panel.page).not.toHaveURL(/o\./);
  await expect(panel.overrideCount).toHaveText("No overrides");
  await expect(panel.lastReplay).toHaveText(/with 0 overrides/);
  expect(await panel.isWindowMarked()).toBe(true);
});

test("a profile switch goes to the URL, and a preset saved by name survives a reload and applies", async ({
  constantsPanel: panel,
  seedTranscript,
}) => {
  const seeded = await openCompactingSession(panel, seedTranscript, 702);

  // click, not check: the radio turns checked once the URL has the profile, a moment later.
  await panel.profile("cc-2.0").click();
  await expect(panel.profile("cc-2.0")).toBeChecked();
  await expect(panel.page).toHaveURL(/[?&]profile=cc-2\.0(&|$)/);
  await expect(panel.lastReplay).toHaveText(/Last replay: cc-2\.0 with 0 overrides/);

  await panel.setNumber("autocompactBufferTokens", "40000");
  await expect(panel.page).toHaveURL(/o\.autocompactBufferTokens=40000/);
  const name = `Big buffer ${Date.now().toString(36)}`;
  await panel.presetName.fill(`  ${name}  `);
  await panel.savePreset.click();
  await expect(panel.root.getByRole("status").filter({ hasText: "Saved preset" })).toHaveText(
    new RegExp(`Saved preset "${name}"`),
  );

  await panel.goto(seeded.id);
  await expect(panel.page).not.toHaveURL(/profile=|o\./);
  const preset = panel.presets.getByRole("listitem").filter({ hasText: name });
  await expect(preset).toContainText("cc-2.0 · 1 override");
  await preset.getByRole("button", { name: `Apply preset ${name}` }).click();
  await expect(panel.page).toHaveURL(/profile=cc-2\.0/);
  await expect(panel.page).toHaveURL(/o\.autocompactBufferTokens=40000/);
  await expect(panel.numberInput("autocompactBufferTokens")).toHaveValue("40000");
  await expect(panel.lastReplay).toHaveText(/cc-2\.0 with 1 override$/);

  const renamed = `${name} (renamed)`;
  await preset.getByRole("button", { name: `Rename preset ${name}` }).click();
  // While it is edited, the name is an input's value, not the item's text.
  const newName = panel.presets.getByLabel(`New name for preset ${name}`);
  await newName.fill(`  ${renamed}  `);
  await newName.press("Enter");
  const renamedItem = panel.presets.getByRole("listitem").filter({ hasText: renamed });
  await expect(renamedItem).toContainText("cc-2.0 · 1 override");
  await panel.page.reload();
  await expect(renamedItem.getByRole("button", { name: `Apply preset ${renamed}` })).toBeVisible();

  await renamedItem.getByRole("button", { name: `Delete preset ${renamed}` }).click();
  await expect(panel.presets.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test("a constant change sends its replay once, started before the views re-render", async ({
  constantsPanel: panel,
  seedTranscript,
}) => {
  await openCompactingSession(panel, seedTranscript, 700);
  const bodies: string[] = [];
  panel.page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/replay")) {
      bodies.push(request.postData() ?? "");
    }
  });

  await panel.setNumber("autocompactBufferTokens", "41000");
  await expect(panel.lastReplay).toHaveText(/with 1 override$/);
  // The prefetched request is the one the replay hook uses: no second request for the same body.
  expect(bodies).toEqual([
    JSON.stringify({ profile: "auto", overrides: { autocompactBufferTokens: 41000 } }),
  ]);
});

/** The calls a replay of the API compacts at, read from its events. */
async function compactedAt(panel: ConstantsPanel, id: string, body: object): Promise<number[]> {
  const response = await panel.page.request.post(`/api/transcripts/${id}/replay`, { data: body });
  expect(response.ok()).toBe(true);
  const result = (await response.json()) as { events: { kind: string; atCall: number }[] };
  const kinds = ["autocompact", "codex-auto-compact", "session-memory-compact", "reactive-compact"];
  return result.events.filter((e) => kinds.includes(e.kind)).map((e) => e.atCall);
}

/** "133", "82 and 141", "82, 141 and 200", as the sentence lists calls. */
const listed = (calls: number[]) => {
  const words = calls.map((c) => c.toLocaleString("en-US"));
  return words.length <= 1
    ? words.join("")
    : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
};
const callsInWords = (calls: number[]) => `call${calls.length === 1 ? "" : "s"} ${listed(calls)}`;

test("a Claude Code session replays under Codex's rules from the picker, which says where it compacts instead", async ({
  constantsPanel: panel,
  seedTranscript,
}) => {
  const seeded = await openCompactingSession(panel, seedTranscript, 702);
  const codexGroup = panel.profileGroup("Codex CLI's rules");
  await expect(codexGroup.getByRole("radio", { name: "codex", exact: true })).toBeVisible();
  await expect(
    panel.profileGroup("Claude Code's rules").getByRole("radio", { name: "cc-2.1", exact: true }),
  ).toBeVisible();
  await expect(panel.harnessComparison).toHaveCount(0);

  // A click, then the page's own state: the choice goes through the URL, so the radio is
  // checked once the page has rendered it (check() asks at once and fails under load).
  await panel.profile("codex").click();
  await expect(panel.profile("codex")).toBeChecked();
  await expect(panel.page).toHaveURL(/[?&]profile=codex(&|$)/);
  await expect(panel.lastReplay).toHaveText(/codex with 0 overrides/);
  const [codex, own] = await Promise.all([
    compactedAt(panel, seeded.id, { profile: "codex" }),
    compactedAt(panel, seeded.id, {}),
  ]);
  expect(own.length).toBeGreaterThan(0);
  const where = codex.length === 0 ? "does not compact" : `compacts at ${callsInWords(codex)}`;
  const against = codex.join() === own.join() ? ", as under its own" : ` instead of ${listed(own)}`;
  await expect(panel.harnessComparison).toContainText(
    `Under Codex CLI's rules this session ${where}${against}; tokens sent`,
  );
  await expect(panel.harnessComparison).toContainText("length/4 estimate");
});
