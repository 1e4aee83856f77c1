import { describe, expect, it } from "vitest";
import type { TreeBoundary } from "@/lib/contracts/tree-schema";
import type { TreeNode } from "@/lib/view/session/tree/decode-tree";
import { makeTreeNode } from "@/lib/view/session/tree/testing/make-tree-node";
import { findRowAtLine, toConversationRows, toSeparator } from "./conversation-rows";

const boundary = (node: number, fields: Partial<TreeBoundary> = {}): TreeBoundary => ({
  node,
  kind: "compact",
  trigger: "auto",
  preTokens: 167_045,
  postTokens: 12_300,
  tokensSaved: null,
  logicalParent: null,
  ...fields,
});

function rowsOf(fields: Partial<TreeNode>[], boundaries: TreeBoundary[] = []) {
  const nodes = fields.map((f, id) => makeTreeNode(id, id === 0 ? null : id - 1, f));
  return toConversationRows({
    nodes,
    boundaries: new Map(boundaries.map((b) => [b.node, b])),
    skipped: 0,
  });
}

describe("toConversationRows", () => {
  it.each([
    ["a user message", { type: "user" }, "User"],
    ["a meta user message", { type: "user", isMeta: true }, "User (meta)"],
    ["an assistant message", { type: "assistant", role: "assistant" }, "Assistant"],
    [
      "a tool result names its tools",
      { type: "user", tools: ["Bash", "Read"] },
      "Tool result · Bash, Read",
    ],
    [
      "a system record with its subtype",
      { type: "system", subtype: "api_error" },
      "System · api_error",
    ],
  ])("titles %s", (_name, fields, title) => {
    expect(rowsOf([fields])[0]).toMatchObject({ kind: "message", title });
  });

  it.each([["progress"], ["attachment"], ["file-history-snapshot"]])(
    "leaves %s records out",
    (type) => {
      expect(rowsOf([{ type }])).toEqual([]);
    },
  );

  it("draws one row per line: OpenCode's tool results, on their assistant message's line, are in its row", () => {
    const rows = rowsOf([
      { type: "assistant", line: 5 },
      { type: "user", tools: ["read"], line: 5 },
      { type: "user", tools: ["read"], line: 6 },
    ]);
    expect(rows.map((row) => [row.line, row.kind === "message" ? row.title : ""])).toEqual([
      [5, "Assistant"],
      [6, "Tool result · read"],
    ]);
  });

  it("draws a compact boundary as a separator with its trigger and figures", () => {
    const [row] = rowsOf([{ type: "system", subtype: "compact_boundary" }], [boundary(0)]);
    expect(row).toMatchObject({
      kind: "separator",
      title: "Compacted (auto)",
      figures: [
        { label: "Before", value: "167,045 tokens" },
        { label: "After", value: "12,300 tokens" },
      ],
      hasText: false,
    });
  });

  it("draws a compact summary as a separator whose text is read from its record", () => {
    expect(rowsOf([{ type: "user", isCompactSummary: true }])[0]).toMatchObject({
      kind: "separator",
      title: "Compact summary",
      hasText: true,
    });
  });

  it.each([
    ["main thread", { isSidechain: false }, null],
    ["a sidechain without agent id", { isSidechain: true }, "Sidechain"],
    ["a subagent", { isSidechain: true, agentId: "a1b2" }, "Subagent a1b2"],
  ])("tells the thread of %s", (_name, fields, thread) => {
    expect(rowsOf([fields])[0]).toMatchObject({ thread });
  });

  it("keeps file order", () => {
    const rows = rowsOf([{ type: "user" }, { type: "progress" }, { type: "assistant" }]);
    expect(rows.map((r) => r.line)).toEqual([1, 3]);
  });
});

describe("toSeparator", () => {
  it.each([
    [
      boundary(0, { trigger: null, preTokens: null }),
      "Compacted (trigger unknown)",
      ["After 12,300 tokens"],
    ],
    [
      boundary(0, {
        kind: "microcompact",
        trigger: "auto",
        tokensSaved: 9_000,
        preTokens: 100_000,
      }),
      "Microcompacted (auto)",
      ["Before 100,000 tokens", "Saved 9,000 tokens"],
    ],
  ])("%#: %s", (b, title, figures) => {
    const separator = toSeparator(b);
    expect(separator.title).toBe(title);
    expect(separator.figures.map((f) => `${f.label} ${f.value}`)).toEqual(figures);
  });
});

describe("findRowAtLine", () => {
  const rows = rowsOf([{}, { type: "progress" }, {}, {}]);
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [99, 2],
    [0, 0],
  ])("line %i is row %i", (line, row) => {
    expect(findRowAtLine(rows, line)).toBe(row);
  });

  it("finds nothing in an empty conversation", () => {
    expect(findRowAtLine([], 5)).toBeNull();
  });
});
