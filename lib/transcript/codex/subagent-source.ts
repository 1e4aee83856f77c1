import { z } from "zod";

/**
 * A sub-agent's rollout says who spawned it in its `session_meta`: `source` is
 * `{ "subagent": { "thread_spawn": { parent_thread_id, depth, agent_path, agent_nickname,
 * agent_role } } }` (`SessionSource::SubAgent(SubAgentSource::ThreadSpawn)` in openai/codex's
 * protocol crate; seen on 0.169.0 spawning a child against the lab's fake Responses API).
 * Other sources (`"exec"`, `"cli"`, `{ "subagent": "review" }`) have no parent to link.
 */
const threadSpawnSchema = z.object({
  subagent: z.object({
    thread_spawn: z.object({
      parent_thread_id: z.string().min(1),
      agent_path: z.string().min(1).nullable().optional(),
    }),
  }),
});

export type CodexParent = { parentThreadId: string; agentPath: string | null };

export function readCodexParent(source: unknown): CodexParent | null {
  const parsed = threadSpawnSchema.safeParse(source);
  if (!parsed.success) return null;
  const spawn = parsed.data.subagent.thread_spawn;
  return { parentThreadId: spawn.parent_thread_id, agentPath: spawn.agent_path ?? null };
}

/**
 * The id a parent's spawn call and its child's rollout both name a sub-agent by. Releases
 * with agent paths (0.169.0) answer `spawn_agent` with the child's path (`/root/probe_child`),
 * unique only within its parent thread: the id is the parent's thread id and the path. Older
 * multi-agent releases answer with the child's thread id (`{"agent_id": ...}`), which its
 * rollout's `session_meta.id` is.
 *
 * @example
 * codexAgentId("019a…", "/root/probe_child", "019b…") // "019a…:/root/probe_child"
 */
export function codexAgentId(
  parentThreadId: string,
  agentPath: string | null,
  childThreadId: string,
): string {
  return agentPath === null ? childThreadId : `${parentThreadId}:${agentPath}`;
}
