import { describe, expect, it } from "vitest";
import type { SummaryMessage } from "../../compaction/summary-request/summary-request-types";
import { makeConversation } from "../../summaries/testing/make-conversation";
import { baselineText, MASK_KEEP_RECENT_RESULTS, MASKED_PLACEHOLDER } from "./baseline-texts";

const read = (i: number) => ({
  tool: "Read",
  input: { file_path: `/p/f${i}.ts` },
  result: `content of f${i}`,
});

describe("baselineText", () => {
  const range = makeConversation([
    { user: "first ask <system-reminder>noise</system-reminder>" },
    ...Array.from({ length: MASK_KEEP_RECENT_RESULTS + 2 }, (_, i) => read(i)),
    { assistant: "done reading" },
    { user: "second ask" },
    { user: "third ask" },
  ]);

  it("mask-tool-outputs keeps every call and text, and the last ten results only", () => {
    const text = baselineText({ kind: "mask-tool-outputs" }, range, []);
    expect(text.split("\n\n").slice(0, 5)).toEqual([
      "User: first ask",
      'Tool call Read: {"file_path":"/p/f0.ts"}',
      `Tool result: ${MASKED_PLACEHOLDER}`,
      'Tool call Read: {"file_path":"/p/f1.ts"}',
      `Tool result: ${MASKED_PLACEHOLDER}`,
    ]);
    expect(text).not.toMatch(/content of f[01]\b/);
    expect(text).toContain("Tool result: content of f2");
    expect(text).toContain("Tool result: content of f11");
    expect(text.split(MASKED_PLACEHOLDER)).toHaveLength(3);
    expect(text.endsWith("Assistant: done reading\n\nUser: second ask\n\nUser: third ask")).toBe(
      true,
    );
  });

  it("mask-tool-outputs keeps an error's label", () => {
    const failed = makeConversation([
      { tool: "Bash", input: { command: "make" }, result: "boom", isError: true },
    ]);
    expect(baselineText({ kind: "mask-tool-outputs" }, failed, [])).toBe(
      'Tool call Bash: {"command":"make"}\n\nTool error: boom',
    );
  });

  it.each<[number, string]>([
    [1, "User: third ask"],
    [2, "User: second ask\n\nUser: third ask"],
    [9, "User: first ask\n\nUser: second ask\n\nUser: third ask"],
  ])(
    "last-user-messages keeps the last %i typed, verbatim, without tool results",
    (n, expected) => {
      expect(baselineText({ kind: "last-user-messages", n }, range, [])).toBe(expected);
    },
  );

  it.each<[string, string[], string]>([
    ["names each restored file", ["/p/a.ts", "/p/b.ts"], "Restored /p/a.ts\nRestored /p/b.ts"],
    ["says when nothing was restored", [], "No summary, and the policy restored no file."],
  ])("policy-no-summary %s, whatever the range held", (_name, files, expected) => {
    expect(baselineText({ kind: "policy-no-summary" }, range, files)).toBe(expected);
  });

  it("does not mutate the range", () => {
    const copy: SummaryMessage[] = structuredClone(range);
    baselineText({ kind: "mask-tool-outputs" }, range, []);
    expect(range).toEqual(copy);
  });
});
