/**
 * Test-only reader of generated lines. It recomputes facts from the text alone (it never
 * looks at the generator's state), so the tests compare two independent computations.
 */
type Json = Record<string, unknown>;

export type CallInfo = { id: string; line: number; context: number; records: Json[] };

export type Inspection = {
  records: { line: number; record: Json }[];
  invalidLines: number[];
  mainCalls: CallInfo[];
  sidechainCallIds: Set<string>;
};

const asObject = (v: unknown): Json => (typeof v === "object" && v !== null ? (v as Json) : {});

function parseObject(line: string): Json | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Json)
      : null;
  } catch {
    return null;
  }
}

export function usageOf(record: Json): Json {
  return asObject(asObject(record.message).usage);
}

export function contextOf(usage: Json): number {
  const n = (k: string): number => (typeof usage[k] === "number" ? (usage[k] as number) : 0);
  return (
    n("input_tokens") +
    n("cache_creation_input_tokens") +
    n("cache_read_input_tokens") +
    n("output_tokens")
  );
}

/** Parses every line; groups top-level assistant records into API calls by message.id. */
export function inspectLines(lines: string[]): Inspection {
  const records: Inspection["records"] = [];
  const invalidLines: number[] = [];
  const calls = new Map<string, CallInfo>();
  const sidechainCallIds = new Set<string>();
  lines.forEach((line, i) => {
    const record = parseObject(line);
    if (record === null) {
      invalidLines.push(i + 1);
      return;
    }
    records.push({ line: i + 1, record });
    if (record.type !== "assistant") return;
    const message = asObject(record.message);
    if (message.model === "<synthetic>") return;
    const id = String(message.id);
    if (record.isSidechain === true) {
      sidechainCallIds.add(id);
      return;
    }
    const call = calls.get(id) ?? { id, line: i + 1, context: 0, records: [] };
    call.records.push(record);
    // SPEC §4: the record with the largest output_tokens (last on ties) carries the call's usage.
    const usage = usageOf(record);
    const best = call.records.reduce((a, b) =>
      Number(usageOf(b).output_tokens) >= Number(usageOf(a).output_tokens) ? b : a,
    );
    call.context = contextOf(best === record ? usage : usageOf(best));
    calls.set(id, call);
  });
  return { records, invalidLines, mainCalls: [...calls.values()], sidechainCallIds };
}

/** Content blocks of a record's message, or [] for string content / no message. */
export function blocksOf(record: Json): Json[] {
  const content = asObject(record.message).content;
  return Array.isArray(content) ? content.map(asObject) : [];
}
