import { execFile } from "node:child_process";
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startFakeGeminiApi, type RecordedGeminiRequest, type TurnScript } from "./fake-gemini-api";
import type { GeminiCommand } from "./install-gemini";

const run = promisify(execFile);
const RUN_TIMEOUT_MS = 120_000;

export type GeminiProbe = {
  compressed: boolean;
  requests: RecordedGeminiRequest[];
  /** The session file the client wrote (empty when none). */
  session: string;
  failure: string | null;
};

/** The lab's two prompts: the second is answered with a tool call, so a check follows it. */
export const LAB_PROMPTS = ["first prompt", "read a.txt"] as const;

/**
 * The lab's scenario on the real client, in a fresh HOME and working folder: `gemini -m
 * <model> -p` with the first prompt (answered with text), then `--resume latest -p` with the
 * second, answered with a tool call whose usage reports `promptTokens`; the client runs the
 * tool and checks before sending its result back (gemini-lab-facts.md). One prompt alone never
 * compresses: the history needs a second user prompt to cut at.
 *
 * @example
 * const probe = await probeGemini(command, "gemini-3.1-pro-preview", 524_288);
 * probe.compressed // true
 */
export async function probeGemini(
  gemini: GeminiCommand,
  model: string,
  promptTokens: number,
  settings: Record<string, unknown> = {},
): Promise<GeminiProbe> {
  const script: TurnScript = (turn) =>
    turn === 1
      ? { promptTokens, toolCall: { name: "read_file", args: { file_path: "a.txt" } } }
      : { promptTokens: 2_000 };
  const api = await startFakeGeminiApi(script);
  const root = await mkdtemp(path.join(tmpdir(), "gemini-lab-"));
  const home = path.join(root, "home");
  const work = path.join(root, "work");
  let failure: string | null = null;
  try {
    await mkdir(path.join(home, ".gemini"), { recursive: true });
    await mkdir(work, { recursive: true });
    await writeFile(path.join(work, "a.txt"), "hello\n");
    const allSettings = { security: { auth: { selectedType: "gemini-api-key" } }, ...settings };
    await writeFile(path.join(home, ".gemini", "settings.json"), JSON.stringify(allSettings));
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: home,
      GEMINI_API_KEY: "fake",
      GOOGLE_GEMINI_BASE_URL: api.baseUrl,
      GEMINI_CLI_TRUST_WORKSPACE: "true",
    };
    const base = [...gemini.args, "-m", model];
    for (const [i, prompt] of LAB_PROMPTS.entries()) {
      const resume = i === 0 ? [] : ["--resume", "latest"];
      await run(gemini.command, [...base, ...resume, "-p", prompt], {
        cwd: work,
        env: env as NodeJS.ProcessEnv, // a minimal environment: never the caller's (keys, NODE_ENV)
        timeout: RUN_TIMEOUT_MS,
      });
    }
  } catch (error) {
    failure = error instanceof Error ? (error.message.split("\n")[0] ?? "failed") : String(error);
  } finally {
    await api.close();
  }
  const session = await readSession(home);
  await rm(root, { recursive: true, force: true });
  const compressed = api.requests.some((request) => request.kind === "compression");
  return { compressed, requests: api.requests, session, failure };
}

/**
 * The session file under `~/.gemini/tmp/<project>/chats/` (`.jsonl`, or `.json` before the
 * JSONL switch): the largest, since the resumed run
 * also starts a file of its own (its metadata and first message list only) before it resumes.
 */
async function readSession(home: string): Promise<string> {
  const tmp = path.join(home, ".gemini", "tmp");
  let largest = "";
  for (const project of await readdir(tmp).catch(() => [] as string[])) {
    const chats = path.join(tmp, project, "chats");
    const files = await readdir(chats).catch(() => [] as string[]);
    // Releases before the JSONL switch write one JSON document, `session-*.json`.
    for (const file of files.filter((f) => f.endsWith(".jsonl") || f.endsWith(".json"))) {
      const text = await readFile(path.join(chats, file), "utf8");
      if (text.length > largest.length) largest = text;
    }
  }
  return largest;
}
