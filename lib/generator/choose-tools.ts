import type { PlannedTool } from "./api-call";
import { toolUseId } from "./ids";
import { preambleText } from "./prose-synth";
import { remainingBytes, toolContext, type SessionState } from "./session-state";
import { editTool, readTool, writeTool } from "./tools/file-tools";
import { protoPollutionTool, todoTool, webFetchTool } from "./tools/misc-tools";
import { bashTool, globTool, grepTool, lsTool } from "./tools/shell-tools";
import type { ToolContext, ToolOutcome } from "./tools/tool-types";
import { versionPatch } from "./usage-shape";
import { NOUNS, VERBS } from "./vocabulary";

/** A tool call decided for the next API response; `outcome` null means a subagent must run. */
export type PendingTool = { planned: PlannedTool; outcome: ToolOutcome | null };

type Kind =
  "Read" | "Bash" | "Edit" | "Grep" | "Glob" | "Write" | "TodoWrite" | "WebFetch" | "LS" | "Task";

const MAIN_WEIGHTS: [Kind, number][] = [
  ["Read", 30],
  ["Bash", 20],
  ["Edit", 14],
  ["Grep", 9],
  ["Glob", 4],
  ["Write", 4],
  ["TodoWrite", 6],
  ["WebFetch", 2],
  ["LS", 2],
  ["Task", 4],
];
const SUBAGENT_WEIGHTS: [Kind, number][] = [
  ["Read", 40],
  ["Grep", 25],
  ["Glob", 10],
  ["Bash", 25],
];

function pickKind(s: SessionState, weights: [Kind, number][]): Kind {
  const usable = weights.filter(([k]) => k !== "LS" || s.env.style === "1.0");
  const total = usable.reduce((sum, [, w]) => sum + w, 0);
  let roll = s.rng.next() * total;
  for (const [kind, weight] of usable) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return "Read";
}

function run(s: SessionState, kind: Exclude<Kind, "Task">, ctx: ToolContext): ToolOutcome {
  switch (kind) {
    case "Read":
      return readTool(ctx);
    case "Bash":
      return bashTool(ctx);
    case "Edit":
      return editTool(ctx) ?? bashTool(ctx);
    case "Grep":
      return grepTool(ctx);
    case "Glob":
      return globTool(ctx);
    case "Write":
      return writeTool(ctx);
    case "WebFetch":
      return webFetchTool(ctx);
    case "LS":
      return lsTool(ctx);
    case "TodoWrite": {
      const { outcome, todos } = todoTool(ctx, s.todos);
      s.todos = todos;
      return outcome;
    }
  }
}

function taskInput(s: SessionState): Record<string, unknown> {
  const { rng } = s;
  const noun = rng.pick(NOUNS);
  const file = rng.pick(s.project.files);
  const prompt = `Investigate how ${noun} ${rng.pick(VERBS)} works in this repository. ${preambleText(rng, file)} Report the files involved, the functions that matter and any bug you find. Do not modify files.`;
  const input: Record<string, unknown> = {
    description: `Investigate ${noun} ${rng.pick(NOUNS)}`,
    prompt,
  };
  if (s.env.style === "2.1" || versionPatch(s.env.version) >= 80)
    input.subagent_type = "general-purpose";
  return input;
}

/**
 * Decides the tool calls of one API response. Task calls come alone (possibly several in
 * parallel, like an orchestrator fanning out); other tools are computed at once.
 */
export function chooseTools(
  s: SessionState,
  count: number,
  maxChars: number,
  mode: "main" | "subagent" | "proto",
): PendingTool[] {
  const ctx = toolContext(s, maxChars / count);
  if (mode === "proto") {
    const outcome = protoPollutionTool(ctx);
    return [
      { planned: { id: toolUseId(s.rng), name: outcome.name, input: outcome.input }, outcome },
    ];
  }
  const first = pickKind(s, mode === "main" ? MAIN_WEIGHTS : SUBAGENT_WEIGHTS);
  // A subagent writes dozens of records: only launch one when the byte target leaves room.
  if (first === "Task" && remainingBytes(s) > 80_000) {
    const name = s.env.style === "2.1" && versionPatch(s.env.version) >= 60 ? "Agent" : "Task";
    const n = s.rng.chance(0.2) ? s.rng.int(2, 3) : 1;
    return Array.from({ length: n }, () => ({
      planned: { id: toolUseId(s.rng), name, input: taskInput(s) },
      outcome: null,
    }));
  }
  const pending: PendingTool[] = [];
  for (let i = 0; i < count; i++) {
    let kind: Kind =
      i === 0 ? first : pickKind(s, mode === "main" ? MAIN_WEIGHTS : SUBAGENT_WEIGHTS);
    if (kind === "Task") kind = "Read";
    const outcome = run(s, kind, ctx);
    pending.push({
      planned: { id: toolUseId(s.rng), name: outcome.name, input: outcome.input },
      outcome,
    });
  }
  return pending;
}
