/**
 * A generated session as the one JSON document Gemini CLI wrote before its JSONL switch
 * (0.8.2 to 0.38.2, `session-*.json`; measured on 0.30.0): the metadata without `kind`, each
 * message once in its last written form, tool results only inside their calls (no user message
 * of `functionResponse` parts), the title, pretty-printed with two spaces as the client wrote
 * it. A rewind removes the message it names and every later one, as the older client did.
 * Message lists (`$set.messages`) are left out: an older client recorded no compression
 * and no session-context message, so generate the session with no compression to compare.
 *
 * @example
 * const { lines } = generateGeminiSession({ seed: 1, targetBytes: 50_000, compressAt: 1e9 });
 * writeFileSync("session-2026-11-20T09-00-abcd1234.json", geminiSessionDocument(lines));
 */
export function geminiSessionDocument(lines: Iterable<string>): string {
  let metadata: Record<string, unknown> | null = null;
  let summary: unknown;
  const messages = new Map<string, Record<string, unknown>>();
  for (const line of lines) {
    const record = parseObject(line);
    if (record === null) continue; // a malformed line: the older client wrote none
    if ("$set" in record) {
      const set = record.$set as Record<string, unknown>;
      if (typeof set.summary === "string") summary = set.summary;
      continue;
    }
    if (typeof record.$rewindTo === "string") {
      // The older client's rewindTo removed the message and every later one from the record.
      const ids = [...messages.keys()];
      const at = ids.indexOf(record.$rewindTo);
      if (at >= 0) for (const id of ids.slice(at)) messages.delete(id);
      continue;
    }
    if (metadata === null && "projectHash" in record) {
      const { kind: _kind, ...rest } = record;
      metadata = rest;
      continue;
    }
    if (typeof record.id !== "string" || isToolResults(record)) continue;
    messages.set(record.id, record);
  }
  const last = [...messages.values()].at(-1);
  const document = {
    ...metadata,
    lastUpdated: last?.timestamp ?? metadata?.lastUpdated,
    messages: [...messages.values()],
    ...(summary === undefined ? {} : { summary }),
  };
  return JSON.stringify(document, null, 2);
}

function parseObject(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A user message of function responses only: the newer client's copy of tool results. */
function isToolResults(record: Record<string, unknown>): boolean {
  return (
    record.type === "user" &&
    Array.isArray(record.content) &&
    record.content.length > 0 &&
    record.content.every(
      (part: unknown) => typeof part === "object" && part !== null && "functionResponse" in part,
    )
  );
}
