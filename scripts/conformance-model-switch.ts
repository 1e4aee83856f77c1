// `npx tsx scripts/conformance-model-switch.ts 2.1.152 [--context 180000] [--model m]`: a /model
// switch between a 200K window and `[1m]` (lib/conformance/scenario-model-switch.ts), both ways,
// on claude-sonnet-4-5 (from 2.1.153 a model with no window there: take claude-opus-4-6).
// Prints what the transcript records of the switch, whether the next check compacted, and the
// engine's disagreements; writes nothing in the repo.
import { installVersion } from "../lib/conformance/install-version";
import { probeModelSwitch } from "../lib/conformance/scenario-model-switch";

async function main(): Promise<number> {
  const [version, ...rest] = process.argv.slice(2);
  if (!version)
    return (
      console.error("Usage: conformance-model-switch.ts <version> [--context n] [--model m]"),
      2
    );
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at < 0 ? undefined : rest[at + 1];
  };
  const context = Number(option("--context") ?? 180_000);
  const model = option("--model") ?? "claude-sonnet-4-5-20250929";
  if (!Number.isInteger(context) || context <= 0)
    return (console.error("--context takes a whole number"), 2);
  const installed = await installVersion(version);
  if (!installed.ok) return (console.error(installed.reason), 2);
  let disagreements = 0;
  for (const [from, to] of [
    [model, `${model}[1m]`],
    [`${model}[1m]`, model],
  ] as const) {
    const probe = await probeModelSwitch({ claude: installed.value, model: from }, to, context);
    disagreements += probe.disagreements.length;
    console.log(
      `${version} ${from} -> ${to}, reported ${context}: ${probe.failure ? `failed: ${probe.failure}` : probe.compacted ? "compacted" : "quiet"}; records "${probe.recorded}"; calls name ${probe.callModels.join(", ")}`,
    );
    for (const d of probe.disagreements)
      console.log(`  ENGINE DISAGREES (${d.kind}): ${d.message}`);
  }
  return disagreements > 0 ? 1 : 0;
}

process.exitCode = await main();
