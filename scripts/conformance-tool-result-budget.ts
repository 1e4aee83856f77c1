// `npx tsx scripts/conformance-tool-result-budget.ts 2.1.101 [--reported 100000,150000]
// [--flags hawthorn-steeple] [--interactive] [--model m]`: one turn whose answer runs twelve
// Bash tool uses of 28,000 characters each (lib/conformance/scenario-tool-result-budget.ts),
// after a reported usage: whether the client previews the results, writes a
// content-replacement record, compacts before the follow-up and at which preTokens, and whether
// the engine's replay agrees. Writes nothing in the repo.
import { findFlagSet } from "../lib/conformance/flag-sets";
import { installVersion } from "../lib/conformance/install-version";
import { runToolResultBudget } from "../lib/conformance/scenario-tool-result-budget";
import { serveFlagSet } from "../lib/conformance/serve-flag-set";

async function main(): Promise<number> {
  const [version, ...rest] = process.argv.slice(2);
  const usage =
    "Usage: conformance-tool-result-budget.ts <version> [--reported a,b] [--flags id] [--interactive] [--model m]";
  if (!version) return (console.error(usage), 2);
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at < 0 ? undefined : rest[at + 1];
  };
  const reported = (option("--reported") ?? "100000,150000").split(",").map(Number);
  if (reported.some((n) => !Number.isInteger(n) || n <= 0))
    return (console.error(`--reported takes whole numbers. ${usage}`), 2);
  const flagId = option("--flags");
  const set = flagId === undefined ? null : findFlagSet(flagId);
  if (flagId !== undefined && set === null) return (console.error(`No flag set ${flagId}.`), 2);
  const installed = await installVersion(version);
  if (!installed.ok) return (console.error(installed.reason), 2);
  const served = set ? await serveFlagSet(set) : null;
  const interactive = rest.includes("--interactive");
  try {
    for (const context of reported) {
      const found = await runToolResultBudget(
        {
          claude: installed.value,
          model: option("--model") ?? "claude-sonnet-4-5-20250929",
          remote: served?.remote,
          interactive,
        },
        context,
      );
      const mode = interactive ? "interactive" : "print";
      console.log(
        `${version} ${mode} flags ${set?.id ?? "traffic off"}, reported ${context}: ${
          found.failure
            ? `failed: ${found.failure}`
            : `${found.compacted ? `compacted, preTokens ${found.preTokens}` : "quiet"}; sent ${found.toolResults} results (${found.previews} previewed, ${found.sentChars} characters); ${found.replacementRecords} content-replacement records listing ${found.replacedResults} (preview ${found.previewChars ?? "-"} characters)`
        }`,
      );
      for (const d of found.disagreements)
        console.log(`  ENGINE DISAGREES (${d.kind}): ${d.message}`);
    }
  } finally {
    await served?.server.close();
  }
  return 0;
}

process.exitCode = await main();
