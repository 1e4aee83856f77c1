import { createModelBuilder } from "../../build-model";

/**
 * Tiny OpenCode transcript lines for tests, in the shapes `opencode export` prints
 * (opencode-lab-facts.md). Each helper answers one line's JSON object; `readSessionLines`
 * joins them into a file and reads it.
 */
export const SESSION_ID = "ses_de2d780f7ffeM75lyAwiYqo88w";
const AT = 1_795_785_522_952;

export const sessionInfo = (id = SESSION_ID) => ({
  id,
  slug: "lucky-cactus",
  projectID: "global",
  directory: "/work/app",
  title: "Fix the parser",
  version: "1.18.33",
  time: { created: AT, updated: AT },
});

const part = (messageID: string, n: number, fields: Record<string, unknown>) => ({
  ...fields,
  id: `prt_${messageID}_${n}`,
  sessionID: SESSION_ID,
  messageID,
});

export const userMessage = (id: string, text: string, extra: Record<string, unknown>[] = []) => ({
  info: { id, sessionID: SESSION_ID, role: "user", time: { created: AT } },
  parts: [part(id, 0, { type: "text", text }), ...extra.map((p, i) => part(id, i + 1, p))],
});

export const tokens = (input: number, output = 10, read = 0, write = 0) => ({
  total: input + output + read + write,
  input,
  output,
  reasoning: 0,
  cache: { read, write },
});

export const toolPart = (callID: string, output: string, extra: Record<string, unknown> = {}) => ({
  type: "tool",
  tool: "read",
  callID,
  state: {
    status: "completed",
    input: { filePath: "src/a.ts" },
    output,
    time: { start: AT, end: AT, ...extra },
  },
});

export const assistantMessage = (
  id: string,
  parentID: string,
  parts: Record<string, unknown>[],
  usage: ReturnType<typeof tokens> | null,
  extra: Record<string, unknown> = {},
) => ({
  info: {
    id,
    sessionID: SESSION_ID,
    parentID,
    role: "assistant",
    mode: "build",
    agent: "build",
    modelID: "claude-sonnet-4-5",
    providerID: "anthropic",
    ...(usage === null ? {} : { tokens: usage }),
    time: { created: AT, completed: AT },
    finish: parts.some((p) => p.type === "tool") ? "tool-calls" : "stop",
    ...extra,
  },
  parts: [{ type: "step-start" }, ...parts].map((p, i) => part(id, i, p)),
});

/** A compaction: its user message, the summary, the synthetic continue message. */
export const compactionMessages = (n: number, summary: string, tailStartId?: string) =>
  [
    {
      info: { id: `msg_c${n}`, sessionID: SESSION_ID, role: "user", time: { created: AT } },
      parts: [
        part(`msg_c${n}`, 0, {
          type: "compaction",
          auto: true,
          overflow: false,
          ...(tailStartId ? { tail_start_id: tailStartId } : {}),
        }),
      ],
    },
    assistantMessage(
      `msg_s${n}`,
      `msg_c${n}`,
      [{ type: "text", text: summary }],
      tokens(9_000, 400),
      {
        mode: "compaction",
        agent: "compaction",
        summary: true,
      },
    ),
    userMessage(`msg_k${n}`, "Continue if you have next steps"),
  ].map((message, i) =>
    i === 2
      ? { ...message, parts: message.parts.map((p) => ({ ...p, synthetic: true })) }
      : message,
  );

export const toLines = (records: readonly unknown[]): string =>
  records.map((record) => JSON.stringify(record)).join("\n") + "\n";

/** The model the ingest parser makes of these lines. */
export function readSessionLines(records: readonly unknown[]) {
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(toLines(records)));
  return builder.end();
}
