import { z } from "zod";

export const codexRolloutOptionsSchema = z.object({
  /** Same seed + options => byte-identical output. */
  seed: z.number().int(),
  /** Stop once the file reaches about this many bytes. */
  targetBytes: z.number().int().positive(),
  /** `cli_version` of session_meta. */
  cliVersion: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .default("0.100.0"),
  model: z.string().min(1).default("gpt-5.2-codex"),
  /** `model_context_window` of every token_count (lab: 258,400 for 0.100.0's default model). */
  contextWindow: z.number().int().positive().default(258_400),
  /** Context tokens at which the session compacts; by the lab's rule when absent (below). */
  autoCompactAt: z.number().int().positive().optional(),
  /**
   * "local": the summary text in the compacted line (any provider); "remote": OpenAI's
   * endpoint, the summary only an encrypted item of the replacement history.
   */
  compaction: z.enum(["local", "remote"]).default("remote"),
  /**
   * Every turn after the first is a `codex exec resume`: the client re-appends its initial
   * context after the last turn's `task_complete`, and its check before the turn counts it
   * (lab, 0.100.0).
   */
  execResume: z.boolean().default(false),
  /** The first turn spawns a sub-agent with this task name (`spawn_agent`, lab: 0.169.0). */
  spawnTaskName: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .optional(),
  /** This rollout is a sub-agent's: its parent's thread id and its path (`/root/<task>`). */
  subagentOf: z
    .object({ parentThreadId: z.string().min(1), agentPath: z.string().min(1) })
    .optional(),
  /** Malformed lines sprinkled in (truncated JSON, orphan fragments). */
  malformedLines: z.number().int().nonnegative().default(0),
  sessionId: z.string().min(1).optional(),
  cwd: z.string().min(1).optional(),
  /** Start time, ms since epoch. */
  startTime: z
    .number()
    .int()
    .default(Date.UTC(2026, 0, 12, 9, 0, 0)),
});

export type CodexRolloutOptions = z.input<typeof codexRolloutOptionsSchema>;
export type ResolvedCodexOptions = z.output<typeof codexRolloutOptionsSchema>;

/**
 * The limit as a share of the window a rollout reports (lab, 0.100 to 0.171): the reported
 * window is 95% of the model's, the limit 90% of it (258,400 -> 244,800; 475,000 -> 450,000).
 */
export const DEFAULT_COMPACT_SHARE = 0.9 / 0.95;
