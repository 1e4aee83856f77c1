/**
 * A tiny transcript as a version writes it around one auto compaction (the lab's two-turn
 * probe): a turn, the pending user message, the boundary, the summary and the next answer.
 * The texts are the lab's own; `preserved` lists uuids the boundary keeps (2.1.153 on).
 */
export function makeCompactedTranscript(
  version: string,
  options: { preserved?: string[]; model?: string } = {},
): string {
  const base = { sessionId: "s1", version, isSidechain: false, cwd: "/w" };
  const usage = (input: number) => ({
    input_tokens: input,
    output_tokens: 1,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  });
  const assistant = (uuid: string, parentUuid: string, id: string, input: number) => ({
    ...base,
    type: "assistant",
    uuid,
    parentUuid,
    timestamp: "2026-11-23T10:00:01.000Z",
    message: {
      id,
      role: "assistant",
      model: options.model ?? "claude-sonnet-4-5-20250929",
      content: [{ type: "text", text: "ok" }],
      usage: usage(input),
    },
  });
  const records = [
    {
      ...base,
      type: "user",
      uuid: "u1",
      parentUuid: null,
      timestamp: "2026-11-23T10:00:00.000Z",
      message: { role: "user", content: "Lab probe: first turn." },
    },
    assistant("a1", "u1", "msg_1", 166_999),
    {
      ...base,
      type: "user",
      uuid: "u2",
      parentUuid: "a1",
      timestamp: "2026-11-23T10:00:02.000Z",
      message: { role: "user", content: "Lab probe: second turn." },
    },
    {
      ...base,
      type: "system",
      subtype: "compact_boundary",
      uuid: "b1",
      parentUuid: null,
      logicalParentUuid: "u2",
      timestamp: "2026-11-23T10:00:03.000Z",
      content: "Conversation compacted",
      compactMetadata: {
        trigger: "auto",
        preTokens: 167_000,
        ...(options.preserved ? { preservedMessages: { uuids: options.preserved } } : {}),
      },
    },
    {
      ...base,
      type: "user",
      uuid: "s1",
      parentUuid: "b1",
      isCompactSummary: true,
      isVisibleInTranscriptOnly: true,
      timestamp: "2026-11-23T10:00:03.000Z",
      message: { role: "user", content: "The lab's summary of the probe." },
    },
    assistant("a2", "s1", "msg_2", 1_999),
  ];
  return `${records.map((r) => JSON.stringify(r)).join("\n")}\n`;
}
