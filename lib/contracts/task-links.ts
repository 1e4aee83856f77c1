import { z } from "zod";

/** One Task (or Agent) call of a session's main thread and the subagent it started. */
export const taskCallLinkSchema = z.object({
  /** File line of the assistant record holding the tool_use. */
  line: z.number(),
  toolUseId: z.string(),
  /** The tool's name as called: "Task", or "Agent" from 2.1.x. */
  toolName: z.string(),
  /** The subagent's id as its result names it (2.1.x); null before, or while it runs. */
  agentId: z.string().nullable(),
  /** The call's `input.description`, as the model wrote it. */
  description: z.string().nullable(),
  /** The main-thread API call that made it (the inspector's `call`), null if none is known. */
  callIndex: z.number().nullable(),
  /** File line of its tool_result, null when it never came back. */
  resultLine: z.number().nullable(),
  /** The stored transcript of that subagent (its own file), when it is uploaded. */
  subagentId: z.string().nullable(),
});
export type TaskCallLink = z.infer<typeof taskCallLinkSchema>;

/** For a subagent's own file: the session that started it, and the call when it is found. */
export const subagentParentSchema = z.object({
  id: z.string(),
  /** Line and tool_use id of the Task call in the parent; null when no call names this agent. */
  line: z.number().nullable(),
  toolUseId: z.string().nullable(),
  callIndex: z.number().nullable(),
});
export type SubagentParent = z.infer<typeof subagentParentSchema>;

/** `GET /api/transcripts/:id/links`. */
export const transcriptLinksSchema = z.object({
  taskCalls: z.array(taskCallLinkSchema),
  parent: subagentParentSchema.nullable(),
});
export type TranscriptLinks = z.infer<typeof transcriptLinksSchema>;

/**
 * The session page of a stored transcript; with a main-thread call, its message tree opened
 * on that call (the inspector's `tab` and `call` in the URL).
 */
export function sessionHref(id: string, callIndex: number | null = null): string {
  const path = `/sessions/${encodeURIComponent(id)}`;
  return callIndex === null ? path : `${path}?tab=tree&call=${callIndex}`;
}

/**
 * Where a Task call's subagent can be read, or null when its file is not stored: what a view
 * that draws Task calls (the tree, the conversation) links to.
 *
 * @example subagentHref(links, "toolu_01") // "/sessions/cm123"
 */
export function subagentHref(links: TranscriptLinks, toolUseId: string): string | null {
  const call = links.taskCalls.find((candidate) => candidate.toolUseId === toolUseId);
  return call?.subagentId ? sessionHref(call.subagentId) : null;
}
