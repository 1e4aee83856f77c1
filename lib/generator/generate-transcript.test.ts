import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  generateTranscript,
  generateTranscriptLines,
  type GeneratedFacts,
  type GeneratorOptions,
} from "./generate-transcript";
import {
  blocksOf,
  contextOf,
  inspectLines,
  usageOf,
  type Inspection,
} from "./testing/inspect-lines";

type Case = { name: string; options: GeneratorOptions; compacts: boolean };

const CASES: Case[] = [
  {
    name: "2.1 long session",
    options: { seed: 11, style: "2.1", targetBytes: 4_000_000, malformedLines: 4 },
    compacts: true,
  },
  {
    name: "1.0 with boundary",
    options: {
      seed: 12,
      style: "1.0",
      targetBytes: 2_500_000,
      malformedLines: 3,
      version: "1.0.117",
      // Legacy microcompact keeps 1.0.x sessions under 155K for long: a lower threshold compacts.
      autoCompactAt: 120_000,
    },
    compacts: true,
  },
  {
    name: "1.0 pre-boundary era",
    options: {
      seed: 16,
      style: "1.0",
      targetBytes: 2_500_000,
      version: "1.0.98",
      autoCompactAt: 120_000,
    },
    compacts: true,
  },
  { name: "2.1 small", options: { seed: 13, style: "2.1", targetBytes: 150_000 }, compacts: false },
  {
    name: "1.0 small",
    options: { seed: 14, style: "1.0", targetBytes: 80_000, malformedLines: 1 },
    compacts: false,
  },
  {
    name: "2.1 proxy, 1M window",
    options: {
      seed: 15,
      style: "2.1",
      targetBytes: 1_500_000,
      proxyUsage: true,
      contextWindow: 1_000_000,
    },
    compacts: false,
  },
];

type Generated = { lines: string[]; bytes: number; facts: GeneratedFacts; view: Inspection };
const cache = new Map<string, Generated>();

function generate(options: GeneratorOptions): Generated {
  const key = JSON.stringify(options);
  const hit = cache.get(key);
  if (hit) return hit;
  const { lines, facts } = generateTranscript(options);
  const all = [...lines];
  const bytes = all.reduce((sum, l) => sum + Buffer.byteLength(l) + 1, 0);
  const result = { lines: all, bytes, facts: facts(), view: inspectLines(all) };
  cache.set(key, result);
  return result;
}

const sha = (lines: string[]): string =>
  createHash("sha256")
    .update(lines.join("\n") + "\n")
    .digest("hex");

describe.each(CASES)("generateTranscript: $name", ({ options, compacts }) => {
  it("is deterministic: same seed and options give identical bytes", () => {
    const again = [...generateTranscript(options).lines];
    expect(sha(again)).toBe(sha(generate(options).lines));
  });

  it("differs for a different seed", () => {
    const other = [...generateTranscript({ ...options, seed: options.seed + 1000 }).lines];
    expect(sha(other)).not.toBe(sha(generate(options).lines));
  });

  it("makes every line a JSON object except exactly the reported malformed ones", () => {
    const { view, facts, lines } = generate(options);
    expect(view.invalidLines).toEqual(facts.malformedLines);
    expect(facts.malformedLines).toHaveLength(options.malformedLines ?? 0);
    expect(facts.lines).toBe(lines.length);
    expect(lines.every((l) => !l.includes("\n"))).toBe(true);
  });

  it("honours targetBytes within 10%", () => {
    const { bytes } = generate(options);
    expect(Math.abs(bytes - options.targetBytes) / options.targetBytes).toBeLessThan(0.1);
  });

  it("keeps the records of one message.id consecutive with identical input and cache usage", () => {
    const { view } = generate(options);
    const seen = new Set<string>();
    let previous = "";
    for (const { record } of view.records) {
      if (record.type !== "assistant") {
        previous = "";
        continue;
      }
      const id = String((record.message as { id: string }).id);
      if (id !== previous) {
        expect(seen.has(id), `message ${id} reappears after other records`).toBe(false);
        seen.add(id);
      }
      previous = id;
    }
    for (const call of view.mainCalls) {
      const keyed = call.records
        .map((r) => usageOf(r))
        .filter((u) => !(options.proxyUsage && u.cache_read_input_tokens === undefined));
      const signature = (u: Record<string, unknown>): string =>
        `${u.input_tokens}/${u.cache_creation_input_tokens}/${u.cache_read_input_tokens}`;
      expect(new Set(keyed.map(signature)).size).toBe(1);
    }
  });

  it("answers each tool_use with exactly one tool_result later in the file", () => {
    const { view } = generate(options);
    const uses = new Map<string, number>();
    const answers = new Map<string, number[]>();
    for (const { line, record } of view.records) {
      for (const block of blocksOf(record)) {
        if (record.type === "assistant" && block.type === "tool_use")
          uses.set(String(block.id), line);
        if (record.type === "user" && block.type === "tool_result") {
          const id = String(block.tool_use_id);
          answers.set(id, [...(answers.get(id) ?? []), line]);
        }
      }
    }
    expect(uses.size).toBeGreaterThan(0);
    for (const [id, line] of uses) {
      const found = answers.get(id) ?? [];
      expect(found, `tool_use ${id}`).toHaveLength(1);
      expect(found[0]).toBeGreaterThan(line);
    }
    expect([...answers.keys()].every((id) => uses.has(id))).toBe(true);
  });

  it("counts API calls like SPEC §4: distinct message.id of top-level, non-synthetic, main-thread records", () => {
    const { view, facts } = generate(options);
    expect(facts.apiCalls).toBe(view.mainCalls.length);
    expect(facts.sidechainApiCalls).toBe(view.sidechainCallIds.size);
    expect(facts.maxContextTokens).toBe(Math.max(...view.mainCalls.map((c) => c.context)));
  });

  it("links each compaction boundary to an earlier record and drops the next call's context", () => {
    const { view, facts } = generate(options);
    const uuids = new Set<string>();
    const points: { line: number; preTokens: number | null }[] = [];
    const boundaries = new Set<string>();
    for (const { line, record } of view.records) {
      if (record.subtype === "compact_boundary") {
        expect(uuids.has(String(record.logicalParentUuid))).toBe(true);
        expect(record.parentUuid).toBeNull();
        boundaries.add(String(record.uuid));
        points.push({
          line,
          preTokens: (record.compactMetadata as { preTokens: number }).preTokens,
        });
      } else if (record.isCompactSummary === true && !boundaries.has(String(record.parentUuid))) {
        points.push({ line, preTokens: null });
      }
      if (typeof record.uuid === "string") uuids.add(record.uuid);
    }
    expect(points).toHaveLength(facts.compactions.length);
    if (compacts) expect(points.length).toBeGreaterThan(0);
    points.forEach((point, i) => {
      const pre = facts.compactions[i]?.preTokens ?? 0;
      if (point.preTokens !== null) expect(point.preTokens).toBe(pre);
      const next = view.mainCalls.find((c) => c.line > point.line);
      if (next) expect(next.context).toBeLessThan(pre * 0.5);
    });
  });

  it("records microcompactions with real earlier tool ids and a matching context drop", () => {
    const { view, facts } = generate(options);
    const toolIds = new Set<string>();
    let count = 0;
    for (const { line, record } of view.records) {
      for (const block of blocksOf(record))
        if (block.type === "tool_use") toolIds.add(String(block.id));
      if (record.subtype !== "microcompact_boundary") continue;
      count++;
      const meta = record.microcompactMetadata as {
        tokensSaved: number;
        compactedToolIds: string[];
      };
      expect(meta.compactedToolIds.every((id) => toolIds.has(id))).toBe(true);
      const before = [...view.mainCalls].reverse().find((c) => c.line < line);
      const after = view.mainCalls.find((c) => c.line > line);
      if (before && after)
        expect(after.context).toBeLessThan(before.context - meta.tokensSaved * 0.5);
    }
    expect(count).toBe(facts.microcompactions);
  });

  it("keeps top-level timestamps non-decreasing", () => {
    const { view } = generate(options);
    const times = view.records
      .map(({ record }) => record.timestamp)
      .filter((t): t is string => typeof t === "string");
    const sorted = [...times].sort();
    expect(times).toEqual(sorted);
  });
});

describe("generateTranscript: record shapes", () => {
  it("puts zero usage on non-final block records only in the proxy variant", () => {
    const proxy = generate(CASES[5]?.options ?? CASES[0]!.options).view;
    const multi = proxy.mainCalls.filter((c) => c.records.length > 1);
    expect(multi.length).toBeGreaterThan(0);
    for (const call of multi) {
      expect(call.records.slice(0, -1).every((r) => contextOf(usageOf(r)) === 0)).toBe(true);
      expect(contextOf(usageOf(call.records[call.records.length - 1]!))).toBeGreaterThan(0);
    }
  });

  it("embeds subagent usage in 2.1 agent_progress records, and 1.0 sidechains inline", () => {
    const modern = generate(CASES[0]!.options);
    expect(
      modern.lines.some((l) => l.includes('"type":"agent_progress"') && l.includes('"usage"')),
    ).toBe(true);
    expect(modern.facts.sidechainApiCalls).toBe(0);
    expect(generate(CASES[1]!.options).facts.sidechainApiCalls).toBeGreaterThan(0);
  });

  it("includes the hostile strings the UI must keep inert", () => {
    const { lines } = generate(CASES[0]!.options);
    expect(lines.some((l) => l.includes("<script>alert(1)</script>"))).toBe(true);
    expect(lines.some((l) => l.includes('"__proto__":{"isAdmin":true}'))).toBe(true);
  });

  it("rejects a version from the other style", () => {
    expect(() =>
      generateTranscript({ seed: 1, style: "2.1", targetBytes: 10_000, version: "1.0.98" }),
    ).toThrow();
  });
});

describe("generateTranscript: size", () => {
  const sizes = [20_000, 100_000, 1_000_000, 5_000_000].flatMap((targetBytes) =>
    (["1.0", "2.1"] as const).flatMap((style) =>
      [1, 2, 3].map((seed) => ({ targetBytes, style, seed })),
    ),
  );

  it.each(sizes)("lands within 10% of $targetBytes bytes ($style, seed $seed)", (options) => {
    let bytes = 0;
    for (const line of generateTranscriptLines(options)) bytes += Buffer.byteLength(line) + 1;
    expect(Math.abs(bytes - options.targetBytes) / options.targetBytes).toBeLessThan(0.1);
  });

  it("is lazy: the first lines of a 1 GB session come at once", () => {
    const started = performance.now();
    const lines = generateTranscriptLines({ seed: 1, style: "2.1", targetBytes: 1_000_000_000 });
    for (let i = 0; i < 200; i++) expect(lines.next().done).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("generateTranscript: unusual options", () => {
  it.each([{ autoCompactAt: 20_000, contextWindow: 200_000 }, { contextWindow: 60_000 }])(
    "terminates and compacts at most once per call with $autoCompactAt / $contextWindow",
    (extra) => {
      const { lines, facts } = generateTranscript({
        seed: 4,
        style: "2.1",
        targetBytes: 1_000_000,
        ...extra,
      });
      for (const line of lines) void line;
      const f = facts();
      expect(f.compactions.length).toBeGreaterThan(0);
      expect(f.compactions.length).toBeLessThanOrEqual(f.apiCalls);
    },
  );
});
