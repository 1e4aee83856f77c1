import { sumTokens, type PostCompactItem } from "../../replay/compaction-facts";
import type { ReplayConfig } from "../../config/replay-config";
import type { FileRead, SkillUse } from "../../replay/session-state";

export type PostCompactInput = {
  baseOverhead: number;
  summaryTokens: number;
  files: Iterable<FileRead>;
  skills: readonly SkillUse[];
  todoTokens: number;
  planTokens: number;
  /** Messages a partial compaction keeps verbatim. */
  keptTokens?: number;
  /** Files last read at or after this entry are already in the kept messages (seed 003). */
  keptFromEntry?: number;
};

export type PostCompactContext = {
  /** The sum of `items`. */
  total: number;
  /** Summary, kept messages, each restored file and skill, todos, plan, base overhead (non-zero). */
  items: PostCompactItem[];
  baseOverhead: number;
  summaryTokens: number;
  keptTokens: number;
  restoredFiles: FileRead[];
  restoredFileTokens: number;
  todoTokens: number;
  planTokens: number;
  restoredSkills: SkillUse[];
  skillTokens: number;
};

/**
 * A post-compact context from its parts: the items, and the total as their sum.
 *
 * @example
 * assemblePostCompactContext({ ...parts, baseOverhead: 20_000, summaryTokens: 3_000 }).total
 */
export function assemblePostCompactContext(
  parts: Omit<PostCompactContext, "total" | "items">,
): PostCompactContext {
  const items: PostCompactItem[] = [
    { kind: "summary", tokens: parts.summaryTokens },
    { kind: "kept-messages", tokens: parts.keptTokens },
    ...parts.restoredFiles.map((file) => ({
      kind: "file" as const,
      tokens: file.tokens,
      path: file.path,
    })),
    { kind: "todos", tokens: parts.todoTokens },
    { kind: "plan", tokens: parts.planTokens },
    ...parts.restoredSkills.map((skill) => ({ kind: "skill" as const, tokens: skill.tokens })),
    { kind: "base-overhead", tokens: parts.baseOverhead },
  ];
  const nonZero = items.filter((item) => item.tokens !== 0);
  return { ...parts, items: nonZero, total: sumTokens(nonZero) };
}

/**
 * A context that restores nothing (no files, todos, plan or skills): the base, the summary and
 * the messages kept verbatim (a partial compaction's, Codex's rebuilt history).
 */
export function nothingRestoredContext(parts: {
  baseOverhead: number;
  summaryTokens: number;
  keptTokens: number;
}): PostCompactContext {
  return assemblePostCompactContext({
    ...parts,
    restoredFiles: [],
    restoredFileTokens: 0,
    todoTokens: 0,
    planTokens: 0,
    restoredSkills: [],
    skillTokens: 0,
  });
}

type RestoreConstants = Pick<
  ReplayConfig,
  | "restoreMaxFiles"
  | "restoreFileTokens"
  | "restoreTotalFileTokens"
  | "restoreTodos"
  | "restorePlan"
  | "restoreSkills"
  | "restoreSkillTokens"
  | "restoreTotalSkillTokens"
>;

/** Most recent first, each capped, skipping any that would pass the total (seed 002 bD5). */
function takeWithinBudget<T extends { order: number; tokens: number }>(
  items: Iterable<T>,
  maxItems: number,
  perItem: number,
  budget: number,
): { taken: T[]; tokens: number } {
  const recent = [...items].sort((a, b) => b.order - a.order).slice(0, maxItems);
  const taken: T[] = [];
  let tokens = 0;
  for (const item of recent) {
    const size = Math.min(item.tokens, perItem);
    if (tokens + size > budget) continue;
    tokens += size;
    taken.push({ ...item, tokens: size });
  }
  return { taken, tokens };
}

/**
 * The context right after a full compaction (seeds 001 to 004, SPEC §5): base overhead
 * (system prompt and tools) + summary (+ kept messages for a partial compaction) + up to 5
 * recently read files at most 5,000 tokens each and 50,000 in all + todos + plan + skills at
 * most 5,000 each and 25,000 in all.
 *
 * @example
 * estimatePostCompactContext({ baseOverhead: 20_000, summaryTokens: 3_000, files: [], skills: [], todoTokens: 0, planTokens: 0 }, config).total // 23_000
 */
export function estimatePostCompactContext(
  input: PostCompactInput,
  c: RestoreConstants,
): PostCompactContext {
  const keptFrom = input.keptFromEntry ?? Number.POSITIVE_INFINITY;
  const candidates = [...input.files].filter((file) => file.entry < keptFrom);
  const files = takeWithinBudget(
    candidates,
    c.restoreMaxFiles,
    c.restoreFileTokens,
    c.restoreTotalFileTokens,
  );
  const skills = c.restoreSkills
    ? takeWithinBudget(
        input.skills,
        Number.POSITIVE_INFINITY,
        c.restoreSkillTokens,
        c.restoreTotalSkillTokens,
      )
    : { taken: [], tokens: 0 };
  return assemblePostCompactContext({
    baseOverhead: input.baseOverhead,
    summaryTokens: input.summaryTokens,
    keptTokens: input.keptTokens ?? 0,
    restoredFiles: files.taken,
    restoredFileTokens: files.tokens,
    todoTokens: c.restoreTodos ? input.todoTokens : 0,
    planTokens: c.restorePlan ? input.planTokens : 0,
    restoredSkills: skills.taken,
    skillTokens: skills.tokens,
  });
}
