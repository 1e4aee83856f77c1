/**
 * Tiny raw transcript records for the request builder's tests: each the shape Claude Code
 * writes (FORMAT.md), with only the fields the rules read.
 */
let counter = 0;
const uuid = () => `u${++counter}`;

export const makeRecord = {
  user: (content: string | unknown[], extra: Record<string, unknown> = {}) => ({
    type: "user",
    uuid: uuid(),
    message: { role: "user", content },
    ...extra,
  }),
  assistant: (id: string, blocks: unknown[], extra: Record<string, unknown> = {}) => ({
    type: "assistant",
    uuid: uuid(),
    message: { id, role: "assistant", model: "claude-sonnet-4-5", content: blocks },
    ...extra,
  }),
  text: (text: string) => ({ type: "text", text }),
  toolUse: (id: string, name = "Read") => ({
    type: "tool_use",
    id,
    name,
    input: { file_path: `/${id}` },
  }),
  toolResult: (id: string, content: string | unknown[] = `result of ${id}`) => ({
    type: "tool_result",
    tool_use_id: id,
    content,
  }),
  image: () => ({
    type: "image",
    source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgoAAAA" },
  }),
  document: () => ({
    type: "document",
    source: { type: "base64", media_type: "application/pdf", data: "JVBERi0x" },
  }),
  thinking: (thinking = "hmm") => ({ type: "thinking", thinking, signature: "sig" }),
  synthetic: (text = "API Error: 401") => ({
    type: "assistant",
    uuid: uuid(),
    isApiErrorMessage: true,
    message: {
      id: "synthetic",
      role: "assistant",
      model: "<synthetic>",
      content: [{ type: "text", text }],
    },
  }),
  progress: () => ({
    type: "progress",
    uuid: uuid(),
    data: { type: "bash_progress", output: "..." },
  }),
  system: (subtype = "compact_boundary") => ({
    type: "system",
    uuid: uuid(),
    subtype,
    content: "Conversation compacted",
  }),
  attachment: (
    type: string,
    payload: Record<string, unknown> = { content: `${type} payload` },
  ) => ({
    type: "attachment",
    uuid: uuid(),
    attachment: { type, ...payload },
  }),
  metadata: () => ({ type: "file-history-snapshot", messageId: "m", snapshot: {} }),
};
