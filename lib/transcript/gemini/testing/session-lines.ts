import { createModelBuilder } from "../../build-model";

/**
 * Tiny Gemini CLI session records for tests, in the shapes gemini-lab-facts.md describes. Each
 * helper answers one record's JSON object; `toSessionFile` joins them into a file's bytes.
 */
const AT = "2026-11-27T10:00:00.000Z";

export const sessionMetadata = (sessionId = "7c6951fe-0a9c-417a-bc76-119df9d31e55") => ({
  sessionId,
  projectHash: "491faf724f4956dd2b6b12cd996261238df717872f5b644a411847e3979f0104",
  startTime: AT,
  lastUpdated: AT,
  kind: "main",
});

export const userText = (id: string, text: string) => ({
  id,
  timestamp: AT,
  type: "user",
  content: [{ text }],
});

export const toolResponse = (id: string, callId: string, output: string) => ({
  id,
  timestamp: AT,
  type: "user",
  content: [{ functionResponse: { id: callId, name: "read_file", response: { output } } }],
});

export const geminiMessage = (
  id: string,
  text: string,
  input: number | null,
  extra: Record<string, unknown> = {},
) => ({
  id,
  timestamp: AT,
  type: "gemini",
  content: text,
  thoughts: [],
  tokens:
    input === null
      ? null
      : {
          input,
          output: 10,
          cached: Math.floor(input / 2),
          thoughts: 5,
          tool: 0,
          total: input + 15,
        },
  model: "gemini-3.1-pro-preview",
  ...extra,
});

export const withToolCall = (message: ReturnType<typeof geminiMessage>, callId: string) => ({
  ...message,
  toolCalls: [
    { id: callId, name: "read_file", args: { file_path: "src/a.ts" }, status: "success" },
  ],
});

export const messageList = (...messages: unknown[]) => ({ $set: { messages } });

export const touched = () => ({ $set: { lastUpdated: AT } });

export const snapshot = (id: string, text = "<state_snapshot>goal: fix the bug</state_snapshot>") =>
  userText(id, text);

export const toSessionFile = (records: readonly unknown[]): Uint8Array =>
  new TextEncoder().encode(records.map((record) => JSON.stringify(record)).join("\n") + "\n");

/** Two turns, the second abandoned with /rewind and asked again: u1 g1 (u2 g2) u3 g3. */
export const rewoundSession = () => [
  sessionMetadata(),
  userText("u1", "first"),
  geminiMessage("g1", "one", 1_000),
  userText("u2", "second"),
  geminiMessage("g2", "two", 2_000),
  { $rewindTo: "u2" },
  userText("u3", "second, again"),
  geminiMessage("g3", "three", 1_100),
];

/** The model the ingest parser makes of these records. */
export function readSessionRecords(records: readonly unknown[]) {
  const builder = createModelBuilder();
  builder.push(toSessionFile(records));
  return builder.end();
}
