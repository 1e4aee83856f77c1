// `npm run conformance -- --versions 2.0.8,2.1.63,latest [--settings a,b] [--quick] [--write] [--skip-windows] [--interactive]`:
// installs each Claude Code version on demand (cache outside git), drives it against the fake
// Messages API, checks the engine against what it did, prints the versions matrix and (for a
// full run, or with --write) merges it into lib/conformance/versions-matrix.json after each
// version, so a run cut short keeps what it measured.
// `--new [--budget 30m]`: the versions the matrix has no row for (lib/conformance/new-versions.ts),
// starting no version once the budget is spent.
// Exits 1 when a scenario failed, the engine disagrees with a measured fact in a way
// lib/conformance/known-disagreements.ts does not list, or a listed one no longer happens;
// 2 on bad input.
import { z } from "zod";
import { FLAG_SETS, findFlagSet } from "../lib/conformance/flag-sets";
import { serveFlagSet } from "../lib/conformance/serve-flag-set";
import { installVersion, readPublished } from "../lib/conformance/install-version";
import { triageDisagreements } from "../lib/conformance/known-disagreements";
import { formatMatrixTable } from "../lib/conformance/format-matrix";
import { mergeIntoMatrixFile, readMatrixFile } from "../lib/conformance/matrix-file";
import { NO_REMOTE_FLAGS, type MatrixRow } from "../lib/conformance/matrix-schema";
import { measureVersion } from "../lib/conformance/measure-version";
import {
  DEFAULT_SETTINGS,
  pickSettings,
  QUICK_SETTINGS,
  SETTINGS,
} from "../lib/conformance/settings";
import { parseBudget, versionsToMeasure } from "../lib/conformance/new-versions";
import { resolveVersions, type Published } from "../lib/conformance/version-spec";
import { runCodexConformance } from "./conformance-codex";
import { runGeminiConformance } from "./conformance-gemini";
import { runOpenCodeConformance } from "./conformance-opencode";

/** --quick: one cli.js version and one native version (the newest measured one when "latest"). */
const QUICK_VERSIONS = "2.1.63,latest";

const argsSchema = z.object({
  versions: z.string().optional(),
  settings: z.string().optional(),
  quick: z.boolean().default(false),
  new: z.boolean().default(false),
  budget: z.string().optional(),
  flags: z.string().optional(),
  allMinor: z.boolean().default(false),
  write: z.boolean().default(false),
  /** Leave scenario 5 (a default window per model name, about 2 minutes a version) out. */
  skipWindows: z.boolean().default(false),
  /** The interactive client in a pty (tmux), not print mode: scenarios 1 and 4. */
  interactive: z.boolean().default(false),
});

function parseArgs(argv: string[]) {
  const raw: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--quick") raw.quick = true;
    else if (arg === "--all-minor") raw.allMinor = true;
    else if (arg === "--new") raw.new = true;
    else if (arg === "--budget") raw.budget = argv[++i] ?? "";
    else if (arg === "--flags") raw.flags = argv[++i] ?? "";
    else if (arg === "--write") raw.write = true;
    else if (arg === "--skip-windows") raw.skipWindows = true;
    else if (arg === "--interactive") raw.interactive = true;
    else if (arg === "--harness" && argv[i + 1] === "claude-code") i++;
    else if (arg === "--versions" || arg === "--settings") raw[arg.slice(2)] = argv[++i] ?? "";
    else
      throw new Error(
        `Unknown argument ${arg}: use --versions a,b|latest|x..y, --all-minor, --new, --budget 30m, --flags ${FLAG_SETS.map((f) => f.id).join("|")}, --settings ${SETTINGS.map((s) => s.id).join(",")}, --quick, --write, --skip-windows, --interactive.`,
      );
  }
  return argsSchema.parse(raw);
}

/** `--versions` and friends as words, `--new` as the list the matrix lacks. */
function pickVersions(
  args: z.infer<typeof argsSchema>,
  published: Published,
): { ok: true; versions: string[] } | { ok: false; reason: string } {
  if (args.new)
    return { ok: true, versions: versionsToMeasure(published, readMatrixFile()?.versions ?? []) };
  const spec = [
    args.versions ?? (args.quick ? QUICK_VERSIONS : ""),
    args.allMinor ? "all-minor" : "",
  ]
    .filter(Boolean)
    .join(",");
  if (!spec)
    return {
      ok: false,
      reason:
        "Say which versions: --versions 2.0.8,2.1.63,latest (or a range 2.1.60..2.1.70, --all-minor, --new, --quick).",
    };
  return resolveVersions(spec, published);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const budgetSeconds = args.budget === undefined ? null : parseBudget(args.budget);
  if (args.budget !== undefined && budgetSeconds === null)
    return (
      console.error(`--budget ${args.budget} is not a duration: write 30m, 90s or 1h30m.`),
      2
    );
  const flagSet = args.flags === undefined ? null : findFlagSet(args.flags);
  if (args.flags !== undefined && flagSet === null)
    return (
      console.error(
        `Unknown flag set ${args.flags}: use ${FLAG_SETS.map((f) => f.id).join(", ")}.`,
      ),
      2
    );
  const settings = pickSettings(
    args.settings?.split(",") ?? (args.quick ? QUICK_SETTINGS : DEFAULT_SETTINGS),
  );
  if (!settings.ok) return (console.error(settings.reason), 2);
  const published = await readPublished();
  if (!published.ok) return (console.error(published.reason), 2);
  const versions = pickVersions(args, published.value);
  if (!versions.ok) return (console.error(versions.reason), 2);
  console.log(
    `Versions: ${versions.versions.join(", ")}; settings: ${settings.value.map((s) => s.id).join(", ")}`,
  );

  const served = flagSet ? await serveFlagSet(flagSet) : null;
  if (served) console.log(`Remote flags: ${flagSet?.id} (${flagSet?.description}).`);
  const rows: MatrixRow[] = [];
  const started = Date.now();
  let installFailed = false;
  const isWriting = !args.quick || args.write;
  let versionsDone = 0;
  for (const version of versions.versions) {
    const elapsed = (Date.now() - started) / 1000;
    // Start no version that would likely end past the budget (the mean so far as its length).
    const expected = versionsDone > 0 ? elapsed / versionsDone : 0;
    if (budgetSeconds !== null && elapsed + expected > budgetSeconds) {
      const left = versions.versions.slice(versions.versions.indexOf(version));
      console.log(
        `Budget ${args.budget} spent after ${Math.round(elapsed)} s: not measured ${left.join(", ")}.`,
      );
      break;
    }
    const installed = await installVersion(version);
    if (!installed.ok) {
      console.error(`${version}: ${installed.reason}`);
      installFailed = true;
      continue;
    }
    for (const setting of settings.value) {
      console.log(`${version} (${installed.value.kind}) under ${setting.id}...`);
      const row = await measureVersion(installed.value, setting, {
        log: (l) => (process.env.CONFORMANCE_VERBOSE ? console.log(l) : undefined),
        captureDir: process.env.CONFORMANCE_CAPTURE_DIR || undefined,
        modelWindows: !args.quick && !args.skipWindows,
        flags: served ? { id: served.id, remote: served.remote } : undefined,
        interactive: args.interactive,
      });
      rows.push(row);
      console.log(
        `  threshold ${row.threshold ?? "none"}, preTokens ${row.preTokens ?? "-"}, ${row.probes} probes, ${row.seconds} s`,
      );
      for (const failure of row.failures) console.log(`  FAILED: ${failure}`);
      for (const d of row.engine?.disagreements ?? [])
        console.log(`  ENGINE DISAGREES (${d.kind}): ${d.message}`);
      for (const d of row.engine?.requestDifferences ?? [])
        console.log(
          `  request ${d.field}: client ${d.client}, engine ${d.engine}${d.deliberate ? " (deliberate)" : ""}`,
        );
    }
    versionsDone++;
    if (isWriting) {
      const versionRows = rows.filter((r) => r.version === version);
      console.log(`  wrote ${mergeIntoMatrixFile(versionRows)}`);
    }
  }
  if (served) {
    const asked = new Set(served.server.requests.map((r) => `${r.method} ${r.host}${r.path}`));
    console.log(`The clients asked the remote-flags server for: ${[...asked].join(", ")}`);
    await served.server.close();
  }
  console.log(`\n${formatMatrixTable({ rows })}\n`);
  const failed = rows.filter((r) => r.failures.length > 0).length;
  // The engine replays what a file records and cannot know the flags a client was served: a
  // disagreement under a flag set is a finding about the flags, printed, not a failure.
  const isTrafficOff = (r: MatrixRow) => r.flags === NO_REMOTE_FLAGS;
  for (const r of rows.filter((r) => !isTrafficOff(r)))
    for (const d of r.engine?.disagreements ?? [])
      console.log(`UNDER FLAGS ${r.flags}: ${r.version} ${r.setting}: ${d.message}`);
  const triage = triageDisagreements(
    rows.filter(isTrafficOff).map((r) => ({ ...r, disagreements: r.engine?.disagreements ?? [] })),
  );
  for (const d of triage.expected)
    console.log(`KNOWN (lib/conformance/known-disagreements.ts): ${d}`);
  for (const d of triage.unexpected) console.log(`NEW DISAGREEMENT: ${d}`);
  // A request difference not listed as deliberate is a finding for the request profiles.
  const requestFindings = rows.flatMap((r) =>
    (r.engine?.requestDifferences ?? [])
      .filter((d) => d.deliberate === undefined)
      .map((d) => `${r.version} ${r.setting}: ${d.field}: client ${d.client}, engine ${d.engine}`),
  );
  for (const d of requestFindings)
    console.log(
      `NEW REQUEST DIFFERENCE (lib/compaction/summary-request/request-profiles.ts): ${d}`,
    );
  for (const k of triage.stale)
    console.log(
      `FIXED? ${k.version} ${k.setting}: the known ${k.kind} disagreement did not happen; delete it from lib/conformance/known-disagreements.ts`,
    );
  console.log(
    `${rows.length} runs in ${Math.round((Date.now() - started) / 1000)} s: ${failed} failed, ${triage.unexpected.length} new disagreements, ${triage.expected.length} known, ${triage.stale.length} known ones gone, ${requestFindings.length} request differences not deliberate.`,
  );
  const isRed =
    failed > 0 ||
    triage.unexpected.length > 0 ||
    triage.stale.length > 0 ||
    requestFindings.length > 0 ||
    installFailed;
  return isRed ? 1 : 0;
}

// The other harnesses' labs have their own runners (scripts/conformance-<harness>.ts): same
// matrix, their own rows.
const HARNESS_RUNNERS: Record<string, (argv: string[]) => Promise<number>> = {
  codex: runCodexConformance,
  "gemini-cli": runGeminiConformance,
  opencode: runOpenCodeConformance,
};
const argv = process.argv.slice(2);
const harnessAt = argv.indexOf("--harness");
const harnessRunner = harnessAt === -1 ? undefined : HARNESS_RUNNERS[argv[harnessAt + 1] ?? ""];
(harnessRunner ? harnessRunner(argv) : main()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
