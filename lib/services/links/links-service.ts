import type { SubagentParent, TaskCallLink, TranscriptLinks } from "../../contracts/task-links";
import type { PrismaClient } from "../../db/generated/client";
import { findSubagentFiles } from "../../db/task-links";
import type { TranscriptModel } from "../../transcript/model";
import {
  findTaskUses,
  readTaskAgentId,
  readTaskDescription,
  type TaskUse,
} from "../../transcript/task-call";
import type { TranscriptsService } from "../transcripts/transcripts-service";
import { readSpawnAgentId, readSpawnDescription } from "../../transcript/codex/spawn-call";

type TaskCall = Omit<TaskCallLink, "subagentId">;

/**
 * How a harness's lines say what a subagent call asked and which agent it started: Claude Code's
 * Task records, or Codex's spawn_agent items. A Codex session names a child by its own thread
 * id and the child's path (a session of its own: its first session id is its thread's).
 */
function linesOfHarness(model: TranscriptModel) {
  if (model.harness !== "codex")
    return { description: readTaskDescription, agentId: readTaskAgentId };
  const threadId = model.mainSource === "main" ? (model.sessionIds[0] ?? null) : null;
  return {
    description: readSpawnDescription,
    agentId: (text: string, callId: string) => readSpawnAgentId(text, callId, threadId),
  };
}

/** Sessions whose Task calls are kept read: the pages being looked at, not the whole store. */
const CACHED_SESSIONS = 64;

export type LinksDeps = {
  db: () => PrismaClient;
  /** The current workspace as a cache key, so no cached answer crosses workspaces. */
  scopeKey: () => Promise<string>;
  transcripts: () => Pick<
    TranscriptsService,
    "getTranscriptModel" | "getTranscriptSummary" | "readLines"
  >;
};

/**
 * Task calls and the subagents they started, both ways: a session's Task calls with the stored
 * transcript of each subagent, and a subagent's parent session with the call that started it.
 * The agent id is in the result's text (the model keeps sizes, not content), so the lines of
 * the calls are read from the stored file, in one pass over the range that holds them.
 */
export function createLinksService({ db, scopeKey, transcripts }: LinksDeps) {
  // Keyed by the file's line count too: a followed file that grew has new calls to read.
  const cache = new Map<string, Promise<TaskCall[]>>();

  async function readLinesAt(id: string, wanted: Set<number>): Promise<Map<number, string>> {
    const texts = new Map<number, string>();
    if (wanted.size === 0) return texts;
    const from = Math.min(...wanted);
    const to = Math.max(...wanted);
    for await (const { line, text } of transcripts().readLines(id, from, to))
      if (wanted.has(line)) texts.set(line, text);
    return texts;
  }

  /** A session's Task calls, read from its file once while it stays the same length. */
  async function readTaskCalls(id: string, model: TranscriptModel): Promise<TaskCall[]> {
    const key = `${await scopeKey()}/${id}/${model.lines}`;
    const cached = cache.get(key);
    if (cached !== undefined) {
      cache.delete(key); // to the end: the most recently used is evicted last
      cache.set(key, cached);
      return cached;
    }
    const read = readTaskCallsFromFile(id, model);
    cache.set(key, read);
    read.catch(() => cache.delete(key));
    if (cache.size > CACHED_SESSIONS) cache.delete(cache.keys().next().value!);
    return read;
  }

  async function readTaskCallsFromFile(id: string, model: TranscriptModel): Promise<TaskCall[]> {
    const uses = findTaskUses(model);
    const wanted = new Set(uses.flatMap((use) => [use.useLine, use.resultLine ?? use.useLine]));
    const texts = await readLinesAt(id, wanted);
    const lines = linesOfHarness(model);
    return uses.map((use: TaskUse) => {
      const resultText = use.resultLine === null ? undefined : texts.get(use.resultLine);
      return {
        line: use.useLine,
        toolUseId: use.toolUseId,
        toolName: use.toolName,
        callIndex: use.callIndex,
        resultLine: use.resultLine,
        description: lines.description(texts.get(use.useLine) ?? "", use.toolUseId),
        agentId: resultText === undefined ? null : lines.agentId(resultText, use.toolUseId),
      };
    });
  }

  /** The session that started a subagent file, and the call, when the parent is stored. */
  async function findParent(id: string, model: TranscriptModel): Promise<SubagentParent | null> {
    const summary = await transcripts().getTranscriptSummary(id);
    if (summary?.parentId == null) return null;
    const parentModel = await transcripts().getTranscriptModel(summary.parentId);
    if (parentModel === null) return null;
    const calls = await readTaskCalls(summary.parentId, parentModel);
    const call = calls.find((c) => c.agentId !== null && model.agentIds.includes(c.agentId));
    return {
      id: summary.parentId,
      line: call?.line ?? null,
      toolUseId: call?.toolUseId ?? null,
      callIndex: call?.callIndex ?? null,
    };
  }

  return {
    /** A transcript's Task calls and, for a subagent, its parent; null when it does not exist. */
    async getLinks(id: string): Promise<TranscriptLinks | null> {
      const model = await transcripts().getTranscriptModel(id);
      if (model === null) return null;
      const calls = await readTaskCalls(id, model);
      const agentIds = calls.flatMap((call) => (call.agentId === null ? [] : [call.agentId]));
      const files = await findSubagentFiles(db(), agentIds, id);
      const isSubagent = model.mainSource !== "main";
      return {
        taskCalls: calls.map((call) => ({
          ...call,
          subagentId: call.agentId === null ? null : (files.get(call.agentId) ?? null),
        })),
        parent: isSubagent ? await findParent(id, model) : null,
      };
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;
