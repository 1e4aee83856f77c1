import { describe, expect, it } from "vitest";
import { mergeMatrix } from "./format-matrix";
import { versionsMatrixSchema, type MatrixRow } from "./matrix-schema";
import { makeMatrixRow } from "./testing/make-matrix-row";

const codexFacts = {
  window: 258_400,
  sentModel: "gpt-6.1-sol",
  checkedAt: "next-turn",
  countsOutput: true,
  request: null,
  rebuiltItems: null,
  rollout: null,
  engineNotChecked: null,
};
const codexRow = (setting: string, codex: Record<string, unknown>) => ({
  ...makeMatrixRow({ harness: "codex", version: "0.169.0", setting, engine: null }),
  codex: { ...codexFacts, ...codex },
});
const parse = (rows: unknown[]) =>
  versionsMatrixSchema.safeParse({ measuredAt: "t", versions: ["0.169.0"], rows });

describe("the matrix schema's Codex provider", () => {
  it.each([
    { what: "a row measured before the option", codex: {}, provider: undefined },
    {
      what: "a remote compaction under the OpenAI provider",
      codex: { provider: "openai", compaction: "remote" },
      provider: "openai",
    },
    {
      what: "a local compaction under the lab's provider",
      codex: { provider: "custom", compaction: "local" },
      provider: "custom",
    },
  ])("reads $what", ({ codex, provider }) => {
    const parsed = parse([codexRow("default", codex)]);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.rows[0]?.codex?.provider).toBe(provider);
  });

  it("leaves an older row without the keys when it is read and written back (a merge adds none)", () => {
    const parsed = parse([codexRow("default", {})]);
    expect(Object.keys(parsed.data?.rows[0]?.codex ?? {})).not.toContain("provider");
    expect(Object.keys(parsed.data?.rows[0]?.codex ?? {})).not.toContain("compaction");
  });

  it.each([
    { what: "an unknown provider", codex: { provider: "azure" } },
    { what: "an unknown compaction", codex: { provider: "openai", compaction: "server" } },
  ])("refuses $what", ({ codex }) => {
    expect(parse([codexRow("default", codex)]).success).toBe(false);
  });

  it("keeps the OpenAI provider's row beside the lab provider's one of the same version", () => {
    const local = codexRow("default", { provider: "custom" }) as MatrixRow;
    const remote = codexRow("default+provider=openai", { provider: "openai" }) as MatrixRow;
    const merged = mergeMatrix(
      { measuredAt: "old", versions: ["0.169.0"], rows: [local] },
      [remote],
      "new",
    );
    expect(merged.rows.map((r) => r.codex?.provider)).toEqual(["custom", "openai"]);
  });
});
