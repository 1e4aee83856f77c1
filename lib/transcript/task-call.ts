import { z } from "zod";
import type { TranscriptModel } from "./model";

/**
 * The tools that start a subagent: "Task", renamed "Agent" in 2.1.x (FORMAT.md §8), and
 * Codex's "spawn_agent" (its lines are read by codex/spawn-call.ts).
 */
export const TASK_TOOL_NAMES: readonly string[] = ["Task", "Agent", "spawn_agent"];

/** Agent ids as Claude Code writes them (hex, or `acompact-…` forks): nothing else is taken. */
const AGENT_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** The line a 2.1.x Task result ends with: "agentId: a2244978809bf394d (use SendMessage …". */
const AGENT_ID_IN_TEXT = /agentId: ([A-Za-z0-9_-]{1,100})/;
const MAX_DESCRIPTION_CHARS = 300;

const blockSchema = z.looseObject({ type: z.unknown() });
const recordSchema = z.looseObject({
  message: z.looseObject({ content: z.union([z.string(), z.array(z.unknown())]) }).optional(),
  toolUseResult: z.unknown().optional(),
});
const toolUseSchema = z.object({
  type: z.literal("tool_use"),
  id: z.string(),
  input: z.looseObject({ description: z.string().optional() }).optional(),
});
const toolResultSchema = z.object({
  type: z.literal("tool_result"),
  tool_use_id: z.string(),
  content: z.unknown().optional(),
});
const agentResultSchema = z.looseObject({ agentId: z.string().regex(AGENT_ID) });

/** A record line's content blocks, or none when the line is not such a record. */
function readBlocks(text: string): { blocks: unknown[]; toolUseResult: unknown } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { blocks: [], toolUseResult: undefined };
  }
  const record = recordSchema.safeParse(json);
  if (!record.success) return { blocks: [], toolUseResult: undefined };
  const content = record.data.message?.content;
  return {
    blocks: Array.isArray(content) ? content.filter((b) => blockSchema.safeParse(b).success) : [],
    toolUseResult: record.data.toolUseResult,
  };
}

/**
 * The `input.description` of the tool_use `toolUseId` on a raw record line ("Run MXFP quant
 * tests"), whitespace folded and cut to 300 characters; null when it has none.
 */
export function readTaskDescription(text: string, toolUseId: string): string | null {
  for (const block of readBlocks(text).blocks) {
    const use = toolUseSchema.safeParse(block);
    if (!use.success || use.data.id !== toolUseId) continue;
    const description = use.data.input?.description?.replace(/\s+/g, " ").trim();
    return description ? description.slice(0, MAX_DESCRIPTION_CHARS) : null;
  }
  return null;
}

/** Every text of a tool_result's content: a string, or the text blocks of a list. */
function resultTexts(content: unknown): string[] {
  if (typeof content === "string") return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((item) => {
    const block = z.object({ type: z.literal("text"), text: z.string() }).safeParse(item);
    return block.success ? [block.data.text] : [];
  });
}

/**
 * The subagent a Task call started, from the raw line of its result: the tool_result's text
 * names it ("agentId: a49bdb08c902ff81f", 2.1.x, sync and async), and so does the record's
 * `toolUseResult.agentId` when the record holds that one result. 1.0.x and 2.0.x results name
 * none: null.
 */
export function readTaskAgentId(text: string, toolUseId: string): string | null {
  const { blocks, toolUseResult } = readBlocks(text);
  const results = blocks.flatMap((block) => {
    const result = toolResultSchema.safeParse(block);
    return result.success ? [result.data] : [];
  });
  const own = results.find((result) => result.tool_use_id === toolUseId);
  if (own === undefined) return null;
  for (const piece of resultTexts(own.content)) {
    const match = AGENT_ID_IN_TEXT.exec(piece);
    if (match) return match[1]!;
  }
  const structured = agentResultSchema.safeParse(toolUseResult);
  return results.length === 1 && structured.success ? structured.data.agentId : null;
}

/** A Task call found in the model: where its tool_use and result sit, read later from the file. */
export type TaskUse = {
  toolUseId: string;
  toolName: string;
  useLine: number;
  resultLine: number | null;
  /** The main-thread API call whose response holds it. */
  callIndex: number | null;
};

/**
 * The Task and Agent calls of the main thread, in file order. Subagents' own Task calls (1.0.x
 * orchestrators nest them) are theirs: their chain is not a session of its own.
 *
 * @example findTaskUses(model) // [{ toolUseId: "toolu_01…", toolName: "Task", useLine: 134, resultLine: 135, callIndex: 41 }]
 */
export function findTaskUses(model: TranscriptModel): TaskUse[] {
  const callOfEntry = new Map<number, number>();
  for (const call of model.calls) {
    if (!call.isMainThread) continue;
    for (let entry = call.firstEntry; entry <= call.lastEntry; entry++)
      callOfEntry.set(entry, call.index);
  }
  const uses: TaskUse[] = [];
  for (const pair of model.toolPairs) {
    const useEntry = model.entries[pair.useEntry];
    if (!TASK_TOOL_NAMES.includes(pair.name) || useEntry?.source !== model.mainSource) continue;
    const resultEntry = pair.resultEntry === null ? undefined : model.entries[pair.resultEntry];
    uses.push({
      toolUseId: pair.toolUseId,
      toolName: pair.name,
      useLine: useEntry.line,
      resultLine: resultEntry?.line ?? null,
      callIndex: callOfEntry.get(pair.useEntry) ?? null,
    });
  }
  return uses.sort((a, b) => a.useLine - b.useLine);
}
