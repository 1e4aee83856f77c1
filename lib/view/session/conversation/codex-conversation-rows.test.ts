import { describe, expect, it } from "vitest";
import { toTreePayload } from "@/lib/contracts/tree-nodes";
import { generateCodexRollout } from "@/lib/generator/codex/generate-codex-rollout";
import { createModelBuilder } from "@/lib/transcript/build-model";
import { decodeTree } from "@/lib/view/session/tree/decode-tree";
import { toConversationRows } from "./conversation-rows";

function rowsOf(compaction: "local" | "remote") {
  const { lines } = generateCodexRollout({
    seed: 7,
    targetBytes: 600_000,
    contextWindow: 60_000,
    compaction,
  });
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode([...lines].join("\n") + "\n"));
  const model = builder.end();
  return { model, rows: toConversationRows(decodeTree(toTreePayload("t1", model))) };
}

describe("a Codex session's conversation rows", () => {
  it("has a row per response item and a separator per compaction that shows its record", () => {
    const { model, rows } = rowsOf("remote");
    const separators = rows.filter((row) => row.kind === "separator");
    expect(separators.map((row) => row.line)).toEqual(model.compactions.map((c) => c.line));
    expect(separators[0]).toMatchObject({
      title: "Compacted (auto)",
      isBoundary: true,
      hasText: false,
      note: "Summary encrypted by OpenAI; its text cannot be shown.",
    });
    expect(rowsOf("local").rows.find((row) => row.kind === "separator")).toMatchObject({
      hasText: true,
      note: null,
    });
    const messages = rows.filter((row) => row.kind === "message");
    expect(messages.length).toBe(
      model.entries.filter((e) => e.type === "user" || e.type === "assistant").length,
    );
    expect(messages.slice(0, 3).map((row) => row.kind === "message" && row.title)).toEqual([
      "User (meta)",
      "User (meta)",
      "User",
    ]);
    expect(
      messages.some((row) => row.kind === "message" && row.title.startsWith("Tool result · ")),
    ).toBe(true);
  });
});
