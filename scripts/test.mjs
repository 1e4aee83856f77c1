// `npm test`: the whole suite, in the order that fails fastest on a broken tree:
// typecheck, lint, unit tests (vitest), end-to-end tests (scripts/e2e.mjs, Playwright in the
// system Chromium). Every step runs even after a failure, so one run shows everything that
// is wrong; the exit code is non-zero if any step failed. The last lines are a table of the
// steps and the test counts of both runners together ("N passed, N failed, N skipped").
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { binPath, ROOT, runBin, runNode } from "./run-bin.mjs";

const reportDir = mkdtempSync(path.join(os.tmpdir(), "compaction-lab-test-"));
const vitestReport = path.join(reportDir, "vitest.json");
const playwrightReport = path.join(reportDir, "playwright.json");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const steps = [
  {
    name: "typecheck",
    // typegen writes next-env.d.ts and the route types tsc needs, without a full build.
    run: async () =>
      (await runBin("next", "next", ["typegen"], { env })) ||
      runBin("typescript", "tsc", ["--noEmit", "-p", "."], { env }),
  },
  { name: "lint", run: () => runBin("eslint", "eslint", ["."], { env }) },
  {
    name: "unit",
    run: () =>
      runBin(
        "vitest",
        "vitest",
        ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
        { env },
      ),
  },
  {
    name: "e2e",
    run: () =>
      runNode(path.join(ROOT, "scripts/e2e.mjs"), [], {
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
      }),
  },
];

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Test counts from both runners' JSON reports; a runner that wrote none adds nothing. */
function countTests() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const vitest = readJson(vitestReport);
  if (vitest) {
    counts.passed += vitest.numPassedTests ?? 0;
    counts.failed += vitest.numFailedTests ?? 0;
    counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const stats = readJson(playwrightReport)?.stats;
  if (stats) {
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
    counts.skipped += stats.skipped ?? 0;
  }
  return counts;
}

async function main() {
  binPath("next"); // fail at once with a clear error if `npm install` was not run
  const results = [];
  for (const step of steps) {
    console.log(`\n=== ${step.name} ===`);
    const started = Date.now();
    const code = await step.run();
    results.push({ name: step.name, code, seconds: (Date.now() - started) / 1000 });
  }

  console.log("\n=== summary ===");
  for (const { name, code, seconds } of results) {
    console.log(
      `${code === 0 ? "ok  " : "FAIL"}  ${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s`,
    );
  }
  const { passed, failed, skipped } = countTests();
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exitCode = results.every((result) => result.code === 0) ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(`npm test: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(reportDir, { recursive: true, force: true }));
