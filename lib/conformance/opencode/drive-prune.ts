import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportSession, labConfig, PROVIDER, runOpenCode } from "./drive-opencode";
import { startFakeOpenAiApi, type RecordedOpenAiRequest } from "./fake-openai-api";
import type { OpenCodeCommand } from "./install-opencode";
import type { LabModelLimits } from "./lab-models";
import { startOpenCodeServer } from "./opencode-server";
import { compareVersions } from "../../transcript/compare-versions";
import { fileForOutputTokens, NEWER_READ_FORMAT_SINCE } from "./read-output";

/** What one prune scenario saw: each run's requests, and the session exported after each run. */
export type PruneProbe = {
  /** Requests per prompt, in order (the first prompt's run reads the files). */
  runs: RecordedOpenAiRequest[][];
  /** `opencode export` after each run (null when it could not be read). */
  exports: unknown[];
  /** The client's log lines of its prompt loop's end and of prune (pruning, found, pruned). */
  logLines: string[];
  failure: string | null;
};

export type PruneScenario = {
  /**
   * The outputs the first run's `read` calls get, oldest first, in tokens as OpenCode
   * estimates them (round(characters / 4)): each file is sized so (read-output.ts).
   */
  outputTokens: readonly number[];
  /** Runs after the first, each one prompt answered with text (`--continue`). */
  laterRuns: number;
  /** opencode.json's `compaction` (e.g. `{ prune: true }`); absent: the client's default. */
  compaction?: object;
  /**
   * "server": every prompt through `opencode run --attach` to one `opencode serve` (the
   * long-lived process the TUI is); "run": a lone `opencode run` per prompt.
   */
  mode: "server" | "run";
  /** The prompt tokens every response reports (kept far below the usable context). */
  promptTokens?: number;
};

const FIRST_PROMPT = "read the files";
const LATER_PROMPT = "go on";
/** How long to wait after a run for the prune the client forked to log its outcome. */
const SETTLE_MS = 3_000;
/** Prune's log lines (1.18.33 `message=found pruned=.. total=..`; 1.1.x `found pruned=..`). */
const PRUNE_LOG = /\bpruning\b|\bfound\b.*\bpruned=|\bpruned\b.*\bcount=|exiting loop/;

export const labFileName = (index: number) => `f${index + 1}.txt`;

/**
 * OpenCode's prune on the real client, in a fresh HOME: a first run reads `files` (one tool
 * call per step, then an answer), then `laterRuns` runs continue the session with a prompt
 * answered at once. Prune, when the client runs it, is forked after a prompt's loop ends and
 * skips the last two user turns, so the first run's outputs are candidates from the end of the
 * third run on; each run's requests, the export after it and the client's log show what was
 * cleared and when.
 *
 * @example
 * const probe = await probePrune(command, "claude-sonnet-4-5", limits, { files, laterRuns: 3, compaction: { prune: true }, mode: "server" });
 * probe.runs[3] // the requests after prune: the cleared outputs' text in their place
 */
export async function probePrune(
  opencode: OpenCodeCommand,
  model: string,
  limits: LabModelLimits,
  scenario: PruneScenario,
): Promise<PruneProbe> {
  const reads = scenario.outputTokens.length;
  const promptTokens = scenario.promptTokens ?? 1_000;
  const api = await startFakeOpenAiApi((turn) =>
    turn < reads
      ? {
          promptTokens,
          toolCall: { name: "read", args: { filePath: labFileName(turn) }, id: `call_${turn + 1}` },
        }
      : { promptTokens },
  );
  const root = await mkdtemp(path.join(tmpdir(), "opencode-lab-"));
  const home = path.join(root, "home");
  const work = path.join(root, "work");
  const runs: RecordedOpenAiRequest[][] = [];
  const exports: unknown[] = [];
  let failure: string | null = null;
  let logLines: string[] = [];
  let server: Awaited<ReturnType<typeof startOpenCodeServer>> | null = null;
  try {
    await mkdir(home, { recursive: true });
    await mkdir(work, { recursive: true });
    for (const [index, tokens] of scenario.outputTokens.entries()) {
      const file = path.join(work, labFileName(index));
      const isNewer = compareVersions(opencode.version, NEWER_READ_FORMAT_SINCE) >= 0;
      const text = fileForOutputTokens(file, tokens, isNewer);
      if (text === null) throw new Error(`no file gives a read output of ${tokens} tokens`);
      await writeFile(file, text);
    }
    const extra = scenario.compaction ? { compaction: scenario.compaction } : {};
    await writeFile(
      path.join(work, "opencode.json"),
      JSON.stringify(labConfig(api.baseUrl, model, limits, extra)),
    );
    if (scenario.mode === "server") server = await startOpenCodeServer(opencode, work, home);
    for (let run = 0; run <= scenario.laterRuns; run++) {
      const before = api.requests.length;
      const args = ["run", "--model", `${PROVIDER}/${model}`];
      if (server) args.push("--attach", server.url);
      if (run > 0) args.push("--continue");
      await runOpenCode(opencode, [...args, run === 0 ? FIRST_PROMPT : LATER_PROMPT], work, home);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      runs.push(api.requests.slice(before));
      exports.push(await exportSession(opencode, work, home));
    }
  } catch (error) {
    failure = error instanceof Error ? (error.message.split("\n")[0] ?? "failed") : String(error);
  } finally {
    if (server) {
      logLines = server.logLines().filter((line) => PRUNE_LOG.test(line));
      await server.stop();
    }
    await api.close();
    await rm(root, { recursive: true, force: true });
  }
  return { runs, exports, logLines, failure };
}
