import { z } from "zod";

/**
 * OpenCode's usable context for claude-sonnet-4-5: its 200,000 window less its output limit
 * capped at OUTPUT_TOKEN_MAX, 32,000 (the rule the lab measured on 1.18.33).
 */
export const OPENCODE_DEMO_USABLE = 168_000;

export const opencodeSessionOptionsSchema = z.object({
  /** Same seed + options => byte-identical output. */
  seed: z.number().int(),
  /** Stop once the file reaches about this many bytes. */
  targetBytes: z.number().int().positive(),
  model: z.string().min(1).default("claude-sonnet-4-5"),
  /** The total at which the session compacts (OpenCode's usable context). */
  compactAt: z.number().int().positive().default(OPENCODE_DEMO_USABLE),
  /** The kept tail's budget in tokens (a quarter of the usable context, at most 15,000). */
  tailBudget: z.number().int().nonnegative().default(15_000),
  /**
   * OpenCode's prune after each prompt (`compaction.prune`, or the default up to 1.3.2): old
   * tool outputs marked cleared in the file (`state.time.compacted`) and sent as the marker
   * from then on. The lines since the last compaction are held until it, or the end, as a
   * prune can mark any of them.
   */
  prune: z.boolean().default(false),
  /** The client version the session records (1.3.2 and older prune by default). */
  version: z.string().min(1).default("1.18.33"),
  /** Malformed lines sprinkled in (truncated JSON, orphan fragments). */
  malformedLines: z.number().int().nonnegative().default(0),
  /** Start time, ms since epoch. */
  startTime: z
    .number()
    .int()
    .default(Date.UTC(2026, 10, 20, 9, 0, 0)),
});

export type OpenCodeSessionOptions = z.input<typeof opencodeSessionOptionsSchema>;
export type ResolvedOpenCodeOptions = z.output<typeof opencodeSessionOptionsSchema>;
