// A generated `~/.claude/projects`-like tree for the import benchmark: a few project folders of
// 2.1-style sessions, and beside each session its `<session>/subagents/agent-<id>.jsonl` files
// as Claude Code 2.1 writes them (the subagent's own records, sidechain, under the parent's
// session id), rebuilt from the `agent_progress` records the generator embeds in the main file.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { generateTranscriptLines } from "../../lib/generator/generate-transcript";

export type TreeFigures = { files: number; bytes: number };

/** Session sizes in MB: a few long sessions and many short ones, as a real tree holds. */
const SESSION_MB = [22, 16, 12, 9, 7, 5, 4, 3, 2, 1.5, 1, 0.8, 0.5];
const PROJECTS = ["-home-dev-shop-api", "-home-dev-infra", "-home-dev-notes"];
/** Subagent files per session at most, and in all: 13 sessions and 18 subagents, 31 files. */
const SUBAGENTS_PER_SESSION = 2;
const SUBAGENT_FILES = 18;

type ProgressData = { type?: string; agentId?: string; message?: Record<string, unknown> };
type Subagent = { lines: string[]; lastUuid: string | null };

/** One subagent record from an `agent_progress` record's message, chained like the real file. */
function subagentLine(progress: Record<string, unknown>, sub: Subagent, agentId: string): string {
  const message = (progress.data as ProgressData).message ?? {};
  const record = {
    parentUuid: sub.lastUuid,
    isSidechain: true,
    userType: progress.userType,
    cwd: progress.cwd,
    sessionId: progress.sessionId,
    version: progress.version,
    gitBranch: progress.gitBranch,
    agentId,
    ...message,
  };
  sub.lastUuid = typeof message.uuid === "string" ? message.uuid : sub.lastUuid;
  return JSON.stringify(record);
}

async function writeLines(file: string, lines: Iterable<string>): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  let bytes = 0;
  for (const line of lines) {
    bytes += Buffer.byteLength(line) + 1;
    if (!out.write(line + "\n")) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return bytes;
}

/** Writes the tree under `root` (the `projects` folder); deterministic for a given scale. */
export async function generateTree(root: string, scale = 1): Promise<TreeFigures> {
  const figures: TreeFigures = { files: 0, bytes: 0 };
  for (const [i, megabytes] of SESSION_MB.entries()) {
    const sessionId = `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;
    const project = PROJECTS[i % PROJECTS.length] ?? "-home-dev";
    const subagents = new Map<string, Subagent>();
    const main = (function* () {
      for (const line of generateTranscriptLines({
        seed: 100 + i,
        style: "2.1",
        targetBytes: Math.round(megabytes * scale * 1e6),
        sessionId,
        cwd: `/${project.slice(1).replaceAll("-", "/")}`,
      })) {
        yield line;
        const record = JSON.parse(line) as Record<string, unknown>;
        const data = record.data as ProgressData | undefined;
        if (record.type !== "progress" || data?.type !== "agent_progress" || !data.agentId)
          continue;
        const sub = subagents.get(data.agentId) ?? { lines: [], lastUuid: null };
        subagents.set(data.agentId, sub);
        sub.lines.push(subagentLine(record, sub, data.agentId));
      }
    })();
    figures.bytes += await writeLines(path.join(root, project, `${sessionId}.jsonl`), main);
    figures.files += 1;
    const room = Math.min(SUBAGENTS_PER_SESSION, SUBAGENT_FILES - (figures.files - i - 1));
    for (const [agentId, sub] of [...subagents].slice(0, Math.max(0, room))) {
      const file = path.join(root, project, sessionId, "subagents", `agent-${agentId}.jsonl`);
      figures.bytes += await writeLines(file, sub.lines);
      figures.files += 1;
    }
  }
  return figures;
}
