// `npx tsx scripts/conformance-windows.ts 2.1.153..2.1.330 [--models a,b]`: where in a range of
// Claude Code versions each model's default window changes class (200K, 1M, auto; scenario 5,
// lib/conformance/scenario-model-windows.ts). Per model, probes both ends and halves every
// stretch whose ends differ until the change sits between two published neighbours. Prints
// each probe and the change points; writes nothing in the repo.
import { bisectChanges } from "../lib/conformance/bisect-versions";
import { installVersion, readPublished } from "../lib/conformance/install-version";
import { PROBED_MODELS, probeModelWindow } from "../lib/conformance/scenario-model-windows";
import { resolveVersions } from "../lib/conformance/version-spec";

async function main(): Promise<number> {
  const [range = "", ...rest] = process.argv.slice(2);
  const models = rest[0] === "--models" ? (rest[1] ?? "").split(",") : [...PROBED_MODELS];
  const published = await readPublished();
  if (!published.ok) return (console.error(published.reason), 2);
  const versions = resolveVersions(range, published.value);
  if (!versions.ok) return (console.error(versions.reason), 2);
  const list = versions.versions;
  const changes: string[] = [];
  for (const model of models) {
    const found = await bisectChanges(list.length, async (index) => {
      const version = list[index] ?? "";
      const installed = await installVersion(version);
      if (!installed.ok) return (console.error(installed.reason), "install failed");
      const finding = await probeModelWindow({ claude: installed.value, env: {} }, model);
      const label = finding.failure
        ? `failed: ${finding.failure.slice(0, 100)}`
        : (finding.window ?? `runs as ${finding.sentAs}`);
      console.log(`${version} ${model}: ${label} (preTokens ${finding.preTokens})`);
      return label;
    });
    for (const c of found)
      changes.push(`${model}: ${list[c.lo]} ${c.before} -> ${list[c.hi]} ${c.after}`);
  }
  console.log(`\nChanges in ${range}:`);
  for (const change of changes) console.log(`  ${change}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
