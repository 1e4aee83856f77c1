import { readFileSync } from "node:fs";
import path from "node:path";
import { FLAG_SETS } from "@/lib/conformance/flag-sets";
import { NO_REMOTE_FLAGS, versionsMatrixSchema } from "@/lib/conformance/matrix-schema";
import { toMeasuredReleases, trafficOffMatrix } from "@/lib/view/conformance/measured-releases";
import {
  REMOTE_FLAG_LIMITS,
  toRemoteFlagFindings,
} from "@/lib/view/conformance/remote-flag-findings";
import { toChangeTimeline } from "@/lib/view/conformance/change-timeline";
import { harnessMatrix } from "@/lib/view/conformance/harness-rows";
import { describeCodexChecks, toCodexTableRows } from "@/lib/view/conformance/to-codex-rows";
import { expect, test } from "./fixtures";

// /conformance reads the committed versions matrix (bundled at build time): what it shows is
// checked against the same file, so a new measurement needs no change here. Read as text:
// Playwright's loader does not import JSON modules (the suite runs from the repo root).
const matrix = versionsMatrixSchema.parse(
  JSON.parse(
    readFileSync(path.join(process.cwd(), "lib", "conformance", "versions-matrix.json"), "utf8"),
  ),
);
// The Claude Code sections show that harness's rows; the Codex CLI section its own.
const claude = harnessMatrix(matrix, "claude-code");
const codex = harnessMatrix(matrix, "codex");

test("shows every measured version and setting, when it was measured, and what disagrees", async ({
  page,
}) => {
  // The matrix holds hundreds of rows: a role query per version over them outlasts the default.
  test.setTimeout(120_000);
  await page.goto("/conformance");
  await expect(page.getByRole("heading", { level: 1, name: "Conformance" })).toBeVisible();
  await expect(page.locator(`time[datetime="${matrix.measuredAt}"]`)).toBeVisible();
  const table = page.getByRole("table", { name: /Claude Code versions measured/ });
  await expect(table.locator("tbody tr")).toHaveCount(claude.rows.length);
  // Every version and setting has a row: the cells read once, not one query each.
  const cells = new Set((await table.locator("tbody td").allInnerTexts()).map((t) => t.trim()));
  for (const version of claude.versions)
    expect(
      [...cells].some((cell) => cell.startsWith(`${version} (`)),
      version,
    ).toBe(true);
  for (const setting of new Set(claude.rows.map((r) => r.setting)))
    expect(cells.has(setting), setting).toBe(true);

  // A traffic-off row where the engine disagrees is marked, and its notes are open below the
  // table (a row under remote flags names its flags in its notes' summary).
  const disagreeing = claude.rows.find(
    (r) => (r.engine?.disagreements.length ?? 0) > 0 && r.flags === NO_REMOTE_FLAGS,
  );
  // Every row's status as the file says: failed, disagreeing (rows under remote flags too: the
  // engine cannot know them), or agreeing.
  const hasFailed = (r: (typeof claude.rows)[number]) => r.failures.length > 0;
  const disagrees = (r: (typeof claude.rows)[number]) =>
    !hasFailed(r) && (r.engine?.disagreements.length ?? 0) > 0;
  await expect(table.getByRole("cell", { name: /^DISAGREES/ })).toHaveCount(
    claude.rows.filter(disagrees).length,
  );
  await expect(table.getByRole("cell", { name: "agrees", exact: true })).toHaveCount(
    claude.rows.filter((r) => !hasFailed(r) && !disagrees(r)).length,
  );
  if (disagreeing === undefined) return;
  const row = table
    .locator("tbody tr")
    .filter({
      has: page.getByRole("cell", { name: `${disagreeing.version} (${disagreeing.kind})` }),
    })
    .filter({ has: page.getByRole("cell", { name: disagreeing.setting, exact: true }) })
    .filter({ has: page.getByRole("cell", { name: "traffic off", exact: true }) });
  await expect(row.getByRole("cell", { name: /^DISAGREES \(\d+\)$/ })).toBeVisible();
  const notes = page
    .locator("details")
    .filter({ hasText: `${disagreeing.version} (${disagreeing.kind}), ${disagreeing.setting}:` });
  await expect(notes).toHaveAttribute("open", "");
  await expect(notes.getByText(/^engine disagrees /).first()).toBeVisible();
});

test("filters the runs by version and setting, kept in the address", async ({ page }) => {
  await page.goto("/conformance");
  const table = page.getByRole("table", { name: /Claude Code versions measured/ });
  await expect(page.getByTestId("filter-count")).toHaveText(`All ${claude.rows.length} runs`);

  const version = claude.versions.at(-1)!;
  const ofVersion = claude.rows.filter((r) => r.version === version);
  await page.getByTestId("filter-version").selectOption(version);
  await expect(table.locator("tbody tr")).toHaveCount(ofVersion.length);
  await expect(page.getByTestId("filter-count")).toHaveText(
    `${ofVersion.length} of ${claude.rows.length} runs`,
  );
  await expect(page).toHaveURL(new RegExp(`[?&]version=${version.replace(/\./g, "\\.")}`));

  const setting = ofVersion[0]!.setting;
  await page.getByTestId("filter-setting").selectOption(setting);
  await expect(table.locator("tbody tr")).toHaveCount(
    ofVersion.filter((r) => r.setting === setting).length,
  );
  // A link opens the same rows.
  await page.reload();
  await expect(page.getByTestId("filter-setting")).toHaveValue(setting);
  await expect(table.locator("tbody tr")).toHaveCount(
    ofVersion.filter((r) => r.setting === setting).length,
  );
});

test("shows where behaviour changed on a version axis, and a change point opens its run", async ({
  page,
}) => {
  const off = trafficOffMatrix(claude);
  const timeline = toChangeTimeline(off.versions, off.rows);
  const lane = timeline.lanes.find((l) =>
    l.points.some((p) => p.changes.some((c) => c.name === "threshold")),
  );
  test.skip(lane === undefined, "no threshold changed between measured versions");
  const point = lane!.points.find((p) => p.changes.some((c) => c.name === "threshold"))!;
  await page.goto("/conformance");
  const points = page.getByTestId("change-point");
  await expect(points).toHaveCount(timeline.lanes.reduce((n, l) => n + l.points.length, 0));
  const marker = page.locator(
    `[data-testid="change-point"][data-version="${point.version}"][data-setting="${lane!.setting}"]`,
  );
  await expect(marker).toHaveAttribute("title", point.sentence);
  await marker.click();
  const table = page.getByRole("table", { name: /Claude Code versions measured/ });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  const threshold = point.changes.find((c) => c.name === "threshold")!.to;
  await expect(table.locator("tbody tr").first()).toContainText(threshold);
  // Only the picked setting's lane stays on the timeline.
  await expect(page.getByTestId("change-point")).toHaveCount(lane!.points.length);
});

test("lists the request differences kept on purpose, and each row's request findings", async ({
  page,
}) => {
  await page.goto("/conformance");
  const reasons = page.locator("dl.deliberate-differences");
  await expect(reasons.getByRole("term")).toContainText(["model", "system: blocks"]);
  const withDeliberate = claude.rows.find((r) =>
    r.engine?.requestDifferences.some((d) => d.deliberate !== undefined),
  );
  test.skip(withDeliberate === undefined, "no row measured with the deliberate differences yet");
  await expect(page.getByText(/^summary request differs on purpose in: /).first()).toBeAttached();
});

test("GET /api/conformance answers the same matrix as JSON", async ({ request }) => {
  const response = await request.get("/api/conformance");
  expect(response.status()).toBe(200);
  const body = versionsMatrixSchema.parse(await response.json());
  expect(body.versions).toEqual(matrix.versions);
  expect(body.rows).toHaveLength(matrix.rows.length);
});

test("shows the default window scenario 5 measured for each model name and version", async ({
  page,
}) => {
  // The grid shows the client's own defaults: rows measured with remote traffic off.
  const measured = trafficOffMatrix(claude).rows.filter((r) => (r.modelWindows?.length ?? 0) > 0);
  test.skip(measured.length === 0, "no row measured model windows yet");
  await page.goto("/conformance");
  const table = page.getByRole("table", {
    name: "Default window per model name and Claude Code version",
  });
  const labels: Record<string, string> = { "200k": "200K", "1m": "1M", auto: "auto" };
  const newest = measured.at(-1);
  if (newest === undefined) return;
  await expect(
    table.getByRole("columnheader", { name: newest.version, exact: true }),
  ).toBeVisible();
  const column = measured.length - 1; // the row header is not a cell
  for (const found of newest.modelWindows ?? []) {
    const row = table.locator("tbody tr").filter({
      has: page.getByRole("rowheader", { name: found.model, exact: true }),
    });
    const expected =
      found.window === null ? /^(runs|failed)/ : new RegExp(`^${labels[found.window]}`);
    await expect(row.getByRole("cell").nth(column)).toHaveText(expected);
  }
});

test("says which releases were measured, when, and under which remote flags, and what flags changed", async ({
  page,
}) => {
  // One check per release with several flag sets, per set and per run under it, on a page of
  // some 2,000 rows: more than the default 30 s.
  test.setTimeout(90_000);
  await page.goto("/conformance");
  const measured = toMeasuredReleases(claude.rows);
  await expect(page.getByTestId("measured-sentence")).toContainText(measured.sentence);
  const releases = page.getByTestId("measured-releases");
  await expect(releases.locator("tbody tr")).toHaveCount(measured.releases.length);
  for (const release of measured.releases.filter((r) => r.flags.length > 1)) {
    const row = releases.locator("tbody tr").filter({
      has: page.getByRole("rowheader", { name: release.version, exact: true }),
    });
    await expect(row.getByRole("cell").nth(1)).toHaveText(release.measuredOn.join(", "));
    await expect(row.getByRole("cell").nth(2)).toHaveText(release.flags.join(", "));
    await expect(row.getByRole("cell").nth(3)).toHaveText(release.settingsWords);
  }
  const flags = page.getByTestId("remote-flags");
  for (const set of toRemoteFlagFindings(claude.rows, FLAG_SETS)) {
    const entry = flags.getByTestId(`flag-set-${set.id}`);
    await expect(entry).toContainText(set.description);
    for (const run of set.runs)
      await expect(entry).toContainText(`${run.version}, ${run.setting}: ${run.sentence}`);
    if (set.runs.length === 0) await expect(entry).toContainText(set.noRunsWords);
  }
  await expect(page.getByTestId("remote-flag-limits").locator("li")).toHaveCount(
    REMOTE_FLAG_LIMITS.length,
  );
});

test("shows each Codex CLI version and model with its threshold, window and status, as measured", async ({
  page,
}) => {
  const expected = toCodexTableRows(codex.rows);
  test.skip(expected.length === 0, "no Codex version measured yet");
  await page.goto("/conformance");
  await expect(
    page.getByRole("link", {
      name: `${expected.length} runs over ${codex.versions.length} versions`,
    }),
  ).toBeVisible();
  await expect(page.getByTestId("codex-checks")).toHaveText(describeCodexChecks(codex.rows));
  const table = page.getByRole("table", { name: /Codex CLI versions measured/ });
  await expect(table.locator("tbody tr")).toHaveCount(expected.length);
  // Each row's cells as the file says, read once: version, model, window, threshold, share.
  const texts = await table
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim()),
      ),
    );
  expect(texts.map((cells) => cells.slice(0, 5))).toEqual(
    expected.map((r) => [r.version, r.model, r.window, r.threshold, r.ofWindow]),
  );
  expect(texts.map((cells) => cells.at(-1))).toEqual(expected.map((r) => r.status));
  await expect(page.getByTestId("codex-notes")).toHaveCount(
    expected.filter((r) => r.notes.length > 0).length,
  );
});
