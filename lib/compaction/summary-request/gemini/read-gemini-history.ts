/** One `Content` of the Gemini API: a role and its parts. */
export type GeminiContent = { role: "user" | "model"; parts: unknown[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Message = { id: string; record: Record<string, unknown> };

/** A message record as the API content it was sent as; null for what the client shows only. */
function contentOf(record: Record<string, unknown>): GeminiContent | null {
  if (record.type === "user") {
    const parts = Array.isArray(record.content)
      ? record.content
      : typeof record.content === "string"
        ? [{ text: record.content }]
        : [];
    return parts.length > 0 ? { role: "user", parts } : null;
  }
  if (record.type !== "gemini") return null;
  const parts: unknown[] = [];
  if (typeof record.content === "string" && record.content !== "")
    parts.push({ text: record.content });
  else if (Array.isArray(record.content)) parts.push(...record.content);
  const calls = Array.isArray(record.toolCalls) ? record.toolCalls : [];
  for (const call of calls)
    if (isObject(call))
      parts.push({ functionCall: { id: call.id, name: call.name, args: call.args } });
  return parts.length > 0 ? { role: "model", parts } : null;
}

/**
 * The history Gemini CLI holds after a range of its session records, as API contents: each
 * message in its last written form, the list a `$set.messages` puts in its place (the start,
 * a resume, a compression), a `$rewindTo` dropping the message it names and everything after;
 * `info`, `error` and `warning` lines are the UI's, never sent.
 *
 * @example
 * readGeminiHistory([{ id: "u1", type: "user", content: [{ text: "hi" }] }]) // [{ role: "user", parts: [{ text: "hi" }] }]
 */
export function readGeminiHistory(records: readonly unknown[]): GeminiContent[] {
  let messages: Message[] = [];
  let indexOf = new Map<string, number>();
  const add = (record: Record<string, unknown>) => {
    if (typeof record.id !== "string") return;
    const at = indexOf.get(record.id);
    if (at !== undefined) messages[at] = { id: record.id, record };
    else indexOf.set(record.id, messages.push({ id: record.id, record }) - 1);
  };
  for (const record of records) {
    if (!isObject(record)) continue;
    if (isObject(record.$set) && Array.isArray(record.$set.messages)) {
      messages = [];
      indexOf = new Map();
      for (const message of record.$set.messages) if (isObject(message)) add(message);
    } else if (typeof record.$rewindTo === "string") {
      const at = indexOf.get(record.$rewindTo);
      if (at === undefined) continue;
      for (const dropped of messages.splice(at)) indexOf.delete(dropped.id);
    } else if (typeof record.type === "string") add(record);
  }
  // Adjacent contents of one role go as one (lab, 0.61.0: the session context and the first
  // prompt are two messages in the file and one user content of two parts in the request).
  const contents: GeminiContent[] = [];
  for (const { record } of messages) {
    const content = contentOf(record);
    if (content === null) continue;
    const last = contents.at(-1);
    if (last?.role === content.role) last.parts = [...last.parts, ...content.parts];
    else contents.push({ role: content.role, parts: [...content.parts] });
  }
  return contents;
}
