type JsonRecord = Record<string, unknown> & {
  type?: string;
  subtype?: string;
  message?: { content?: unknown };
  compactMetadata?: { trigger?: string; preTokens?: number; postTokens?: number };
};
type Block = { type?: string; text?: string; name?: string; input?: Record<string, unknown> };

/** Each line of a JSONL text that parses, with its 1-based line number: the test's own truth. */
export function readRecords(jsonl: string): { line: number; record: JsonRecord }[] {
  return jsonl.split("\n").flatMap((text, index) => {
    try {
      const record: unknown = JSON.parse(text);
      return typeof record === "object" && record !== null
        ? [{ line: index + 1, record: record as JsonRecord }]
        : [];
    } catch {
      return [];
    }
  });
}

export function blocksOf(record: JsonRecord): Block[] {
  const content = record.message?.content;
  return Array.isArray(content) ? (content as Block[]) : [];
}

/** The first record (from line `after` on) with a block the predicate picks, and that block. */
export function findBlock(
  jsonl: string,
  type: string,
  pick: (block: Block) => boolean,
  after = 0,
): { line: number; block: Block } {
  for (const { line, record } of readRecords(jsonl)) {
    if (line <= after || record.type !== type) continue;
    const block = blocksOf(record).find(pick);
    if (block) return { line, block };
  }
  throw new Error(`no ${type} record with such a block`);
}
