import { formatMatrixTable } from "./format-matrix";
import { readPublished } from "./install-version";
import { mergeIntoMatrixFile } from "./matrix-file";
import type { MatrixRow } from "./matrix-schema";
import { resolveVersions, type Published, type ResolvedVersions } from "./version-spec";

type Installed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** What one harness's lab brings to the common loop (scripts/conformance-<harness>.ts). */
export type HarnessLab<T> = {
  /** "Codex", "Gemini CLI", "OpenCode": for the lines it prints. */
  name: string;
  packageName: string;
  /** The versions the command line names (an empty spec: why not), from the published list. */
  resolveVersions: (published: Published) => ResolvedVersions;
  models: readonly string[];
  install: (version: string) => Promise<Installed<T>>;
  measure: (installed: T, model: string) => Promise<MatrixRow>;
  /** The lines a measured row prints under the table's header. */
  describe: (row: MatrixRow) => string;
  /** Whether rows go into the versions matrix (a full run, or --quick with --write). */
  writes: boolean;
  /** Rows counted apart in the last line ("2 not checked against the engine"). */
  alsoCount?: { label: string; count: (rows: MatrixRow[]) => number };
};

/**
 * The lab loop every harness shares: versions from the registry, each installed on demand and
 * measured for each model, its rows printed (failures and disagreements named) and merged into
 * the matrix after each version, then the table and one line of figures. 0 when every run
 * agreed, 1 when one failed or disagreed (or an install failed), 2 on bad input.
 */
export async function runHarnessLab<T>(lab: HarnessLab<T>): Promise<number> {
  const published = await readPublished(lab.packageName);
  if (!published.ok) return (console.error(published.reason), 2);
  const versions = lab.resolveVersions(published.value);
  if (!versions.ok) return (console.error(versions.reason), 2);
  console.log(
    `${lab.name} versions: ${versions.versions.join(", ")}; models: ${lab.models.join(", ")}`,
  );
  const rows: MatrixRow[] = [];
  const started = Date.now();
  let installFailed = false;
  for (const version of versions.versions) {
    const installStarted = Date.now();
    const installed = await lab.install(version);
    if (!installed.ok) {
      console.error(`${version}: ${installed.reason}`);
      installFailed = true;
      continue;
    }
    console.log(
      `${version}: installed or cached in ${Math.round((Date.now() - installStarted) / 1000)} s`,
    );
    const versionRows: MatrixRow[] = [];
    for (const model of lab.models) {
      const row = await lab.measure(installed.value, model);
      versionRows.push(row);
      console.log(lab.describe(row));
      for (const failure of row.failures) console.log(`  FAILED: ${failure}`);
      for (const d of row.engine?.disagreements ?? [])
        console.log(`  ENGINE DISAGREES (${d.kind}): ${d.message}`);
    }
    rows.push(...versionRows);
    if (lab.writes) console.log(`  wrote ${mergeIntoMatrixFile(versionRows)}`);
  }
  console.log(`\n${formatMatrixTable({ rows })}\n`);
  const failed = rows.filter((r) => r.failures.length > 0).length;
  const disagreeing = rows.filter((r) => (r.engine?.disagreements.length ?? 0) > 0).length;
  const also = lab.alsoCount ? `, ${lab.alsoCount.count(rows)} ${lab.alsoCount.label}` : "";
  console.log(
    `${rows.length} ${lab.name} runs in ${Math.round((Date.now() - started) / 1000)} s: ${failed} failed, ${disagreeing} disagree with the engine${also}.`,
  );
  return failed > 0 || disagreeing > 0 || installFailed ? 1 : 0;
}

/** The lab's own lines, shown only under CONFORMANCE_VERBOSE. */
export function verboseLog(line: string): void {
  if (process.env.CONFORMANCE_VERBOSE) console.log(line);
}

/** `--versions` read by the shared resolver; an empty spec says what to write (`example`). */
export function versionsFromSpec(spec: string, name: string, example: string) {
  return (published: Published): ResolvedVersions =>
    spec
      ? resolveVersions(spec, published, name)
      : {
          ok: false,
          reason: `Say which ${name} versions: --versions ${example},latest (or --quick).`,
        };
}
