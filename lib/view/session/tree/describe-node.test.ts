import { describe, expect, it } from "vitest";
import { describeBoundary, describeNode, nodeLabel } from "./describe-node";
import { makeTreeNode } from "./testing/make-tree-node";

describe("describeNode", () => {
  it.each([
    ["user prompt", {}, "user"],
    ["tool result", { tools: ["Read"] }, "tool result"],
    ["tool use", { type: "assistant", role: "assistant", tools: ["Read"] }, "tool use"],
    ["compact summary", { isCompactSummary: true }, "summary"],
    ["system subtype", { type: "system", role: null, subtype: "api_error" }, "system · api_error"],
    [
      "attachment type",
      { type: "attachment", role: null, attachmentType: "file" },
      "attachment · file",
    ],
    ["an unknown type", { type: "progress", role: null }, "progress"],
  ])("%s", (_name, fields, badge) => {
    expect(describeNode(makeTreeNode(0, null, fields)).badge).toBe(badge);
  });

  it("names a row with its tools and line", () => {
    expect(nodeLabel(makeTreeNode(4, null, { tools: ["Bash", "Read"] }))).toBe(
      "tool result Bash, Read, line 5",
    );
  });
});

describe("describeBoundary", () => {
  const base = { node: 0, postTokens: null, tokensSaved: null, logicalParent: null };
  it.each([
    [
      { ...base, kind: "compact", trigger: "auto", preTokens: 167_045 },
      "compacted: auto, 167,045 tokens",
    ],
    [{ ...base, kind: "compact", trigger: null, preTokens: null }, "compacted: trigger unknown"],
    [
      { ...base, kind: "microcompact", trigger: "auto", preTokens: 90_000, tokensSaved: 12_000 },
      "microcompacted: auto, 12,000 tokens saved",
    ],
  ] as const)("%o", (boundary, expected) => {
    expect(describeBoundary(boundary)).toBe(expected);
  });
});
