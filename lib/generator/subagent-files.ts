import { z } from "zod";

const progressSchema = z.looseObject({
  type: z.literal("progress"),
  sessionId: z.string(),
  version: z.string().optional(),
  cwd: z.string().optional(),
  data: z.looseObject({
    type: z.literal("agent_progress"),
    agentId: z.string().min(1),
    message: z.looseObject({ type: z.string(), uuid: z.string(), timestamp: z.string() }),
  }),
});

export type SubagentFile = { agentId: string; lines: string[] };

/**
 * The subagents' own files of a generated 2.1.x session, as Claude Code writes them beside it
 * (`<session>/subagents/agent-<agentId>.jsonl`, FORMAT.md §1): the records its
 * `agent_progress` lines carry, each with `isSidechain: true`, its `agentId` and the parent's
 * `sessionId`, chained in order. 1.0.x sessions keep subagents inline: none.
 *
 * @example subagentFiles(generateTranscript({ seed: 9, style: "2.1", ... }).lines)[0].agentId // "a3f…"
 */
export function subagentFiles(parentLines: Iterable<string>): SubagentFile[] {
  const files = new Map<string, { lines: string[]; last: string | null; seen: Set<string> }>();
  for (const text of parentLines) {
    if (!text.includes('"agent_progress"')) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      continue; // the generator's deliberately malformed lines
    }
    const progress = progressSchema.safeParse(json);
    if (!progress.success) continue;
    const { data, sessionId, version, cwd } = progress.data;
    const file = files.get(data.agentId) ?? { lines: [], last: null, seen: new Set<string>() };
    files.set(data.agentId, file);
    if (file.seen.has(data.message.uuid)) continue;
    file.seen.add(data.message.uuid);
    const record = {
      parentUuid: file.last,
      isSidechain: true,
      userType: "external",
      cwd,
      sessionId,
      version,
      agentId: data.agentId,
      ...data.message,
    };
    file.last = data.message.uuid;
    file.lines.push(JSON.stringify(record));
  }
  return [...files].map(([agentId, { lines }]) => ({ agentId, lines }));
}
