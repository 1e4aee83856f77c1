// `npx tsx scripts/conformance-bisect.ts 2.1.63..2.1.112 [--setting 200k+window-env] [--model m]
// [--tools] [--env K=V]`: where in a range of Claude Code versions the summarization request
// changes shape. `--model` drives another model under the setting's environment (max_tokens
// follows the model's output limit from 2.1.86); `--env` adds a variable to it (e.g.
// CLAUDE_CODE_MAX_OUTPUT_TOKENS=300000: the most a model's limit goes); `--tools` bisects on
// the exact tool names too. Probes both ends (one
// compacting session each, a warm-up round first so every version has something to summarise),
// then halves every stretch whose ends differ until the change sits between two neighbours.
// Prints each probed version's request facts and the change points; writes nothing in the repo
// (CONFORMANCE_CAPTURE_DIR keeps the sessions for scripts/conformance-compare.ts).
import { captureSession } from "../lib/conformance/capture-session";
import { bisectChanges } from "../lib/conformance/bisect-versions";
import { installVersion, readPublished } from "../lib/conformance/install-version";
import { probeOnce } from "../lib/conformance/scenario-threshold";
import { pickSettings } from "../lib/conformance/settings";
import { summaryRequestFacts, type SummaryRequestFacts } from "../lib/conformance/summary-facts";
import { resolveVersions } from "../lib/conformance/version-spec";

/**
 * What a request profile decides (lengths left out: they drift; the exact tool list only
 * with `--tools`, request-tools.ts).
 */
function signature(facts: SummaryRequestFacts | null, exactTools: boolean): string {
  if (facts === null) return "no summary request";
  return JSON.stringify({
    maxTokens: facts.maxTokens,
    temperature: facts.temperature,
    thinking: facts.thinking,
    contextManagement: facts.contextManagement,
    tools: exactTools || facts.tools.length <= 1 ? facts.tools : "main loop",
    summarizerSystemPrompt: facts.hasSummarizerSystemPrompt,
    roles: facts.roles,
    promptStartsWith: facts.promptStartsWith,
    frame: facts.promptFrame,
    sections: facts.sections.map((s) => s.split(". ")[0]).join(","),
  });
}

async function main(): Promise<number> {
  const [range = "", ...rest] = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const at = rest.indexOf(name);
    return at === -1 ? undefined : rest[at + 1];
  };
  const settingId = option("--setting") ?? "200k+window-env";
  const exactTools = rest.includes("--tools");
  const setting = pickSettings([settingId]);
  if (!setting.ok || !setting.value[0]) return (console.error("unknown setting"), 2);
  const published = await readPublished();
  if (!published.ok) return (console.error(published.reason), 2);
  const versions = resolveVersions(range, published.value);
  if (!versions.ok) return (console.error(versions.reason), 2);
  const list = versions.versions;
  const { window } = setting.value[0];
  const extra = option("--env")?.split("=") ?? [];
  const env =
    extra.length === 2
      ? { ...setting.value[0].env, [extra[0] ?? ""]: extra[1] ?? "" }
      : setting.value[0].env;
  const model = option("--model") ?? setting.value[0].model;
  const label = [settingId, ...(model === setting.value[0].model ? [] : [model]), ...extra].join(
    "-",
  );
  const probe = async (index: number): Promise<string> => {
    const version = list[index] ?? "";
    const installed = await installVersion(version);
    if (!installed.ok) return (console.error(installed.reason), `install failed`);
    const session = await probeOnce(
      { claude: installed.value, model, window, env },
      window - 1_000,
      true,
    );
    const body = session.summaryRequest?.body;
    const facts = body === undefined ? null : summaryRequestFacts(body);
    const dir = process.env.CONFORMANCE_CAPTURE_DIR;
    if (dir && body !== undefined)
      await captureSession(dir, `${version}-${label}-warm`, {
        transcript: session.transcripts.map((t) => t.text).join(""),
        request: body,
        env,
      });
    const sig = session.failure
      ? `failed: ${session.failure.slice(0, 120)}`
      : signature(facts, exactTools);
    console.log(`${version}: ${sig} tools=${facts?.tools.length ?? 0}`);
    return sig;
  };
  const changes = await bisectChanges(list.length, probe);
  console.log(`\nChanges in ${range}:`);
  for (const change of changes) console.log(`  ${list[change.lo]} -> ${list[change.hi]}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
