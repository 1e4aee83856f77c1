import { describe, expect, it } from "vitest";
import { makeEntry, makeModel } from "../compaction/testing/make-model";
import type { Entry, TranscriptModel } from "../transcript/model";
import { loadModelFromFile } from "../transcript/testing/load-model-from-file";
import {
  fixturePath,
  hasRealFixtures,
  readExpectedFigures,
} from "../transcript/testing/real-fixtures";
import { decodeTree } from "../view/session/tree/decode-tree";
import { toTreePayload } from "./tree-nodes";
import { treePayloadSchema } from "./tree-schema";

/** A model of hand-made entries (parents by uuid), the rest of the model empty. */
function modelOf(entries: Entry[], toolPairs: TranscriptModel["toolPairs"] = []): TranscriptModel {
  return { ...makeModel({ turns: [] }), entries, toolPairs };
}

const decode = (model: TranscriptModel) =>
  decodeTree(treePayloadSchema.parse(JSON.parse(JSON.stringify(toTreePayload("t", model)))));

describe("toTreePayload", () => {
  it("round-trips every field through JSON and the schema", () => {
    const entries = [
      makeEntry({
        index: 0,
        type: "user",
        role: "user",
        timestamp: 1_000,
        blocks: [{ kind: "text", chars: 400 }],
      }),
      makeEntry({
        index: 1,
        type: "assistant",
        role: "assistant",
        parentUuid: "e-0",
        timestamp: 3_500,
        blocks: [{ kind: "tool_use", id: "t1", name: "Bash", inputChars: 36 }],
      }),
      makeEntry({
        index: 2,
        line: 9,
        type: "user",
        role: "user",
        parentUuid: "e-1",
        isSidechain: true,
        agentId: "a1",
        source: "agent:a1",
        blocks: [{ kind: "tool_result", toolUseId: "t1", chars: 8_000, isError: false, images: 0 }],
      }),
    ];
    const pairs = [{ toolUseId: "t1", name: "Bash", useEntry: 1, resultEntry: 2 }];
    const { nodes } = decode(modelOf(entries, pairs));
    expect(nodes.map((n) => [n.line, n.entry, n.parent, n.tools, n.tokens, n.timestamp])).toEqual([
      [1, 0, null, [], 100, 1_000],
      [2, 1, 0, ["Bash"], 10, 3_500],
      [9, 2, 1, ["Bash"], 2_000, null],
    ]);
    expect(nodes[2]).toMatchObject({
      isSidechain: true,
      agentId: "a1",
      source: "agent:a1",
      uuidPrefix: "e-2",
    });
  });

  it("keeps the first of a copied uuid, skips records without one, flags a missing parent", () => {
    const entries = [
      makeEntry({ index: 0, type: "user" }),
      makeEntry({ index: 1, type: "user", uuid: "e-0" }),
      makeEntry({ index: 2, type: "system", uuid: null }),
      makeEntry({ index: 3, type: "user", parentUuid: "gone" }),
    ];
    const payload = toTreePayload("t", modelOf(entries));
    expect([payload.nodeCount, payload.skipped]).toEqual([2, 2]);
    expect(decode(modelOf(entries)).nodes[1]).toMatchObject({
      line: 4,
      parent: null,
      isParentMissing: true,
    });
  });

  it("lists compact boundaries with their metadata and logical parent, and flags them", () => {
    const entries = [
      makeEntry({ index: 0, type: "user" }),
      makeEntry({
        index: 1,
        type: "system",
        subtype: "compact_boundary",
        logicalParentUuid: "e-0",
        compactMetadata: {
          trigger: "auto",
          preTokens: 167_045,
          postTokens: null,
          durationMs: null,
        },
      }),
      makeEntry({ index: 2, type: "user", parentUuid: "e-1", isCompactSummary: true }),
    ];
    const { nodes, boundaries } = decode(modelOf(entries));
    expect(boundaries.get(1)).toMatchObject({
      kind: "compact",
      trigger: "auto",
      preTokens: 167_045,
      logicalParent: 0,
    });
    expect(nodes.map((n) => [n.isCompactBoundary, n.isCompactSummary])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
  });

  it("holds no content: a record's text never reaches the payload", () => {
    const entries = [makeEntry({ index: 0, type: "user", blocks: [{ kind: "text", chars: 5 }] })];
    expect(JSON.stringify(toTreePayload("t", modelOf(entries)))).not.toMatch(/chars/);
  });

  it("is rejected by the schema when a column is short", () => {
    const payload = toTreePayload("t", modelOf([makeEntry({ index: 0, type: "user" })]));
    payload.columns.tokens = [];
    expect(treePayloadSchema.safeParse(payload).success).toBe(false);
  });

  it("does not mutate the model and is deterministic", () => {
    const model = modelOf([
      makeEntry({ index: 0, type: "user" }),
      makeEntry({ index: 1, type: "user", parentUuid: "e-0" }),
    ]);
    const before = JSON.stringify(model);
    expect(toTreePayload("t", model)).toEqual(toTreePayload("t", model));
    expect(JSON.stringify(model)).toBe(before);
  });
});

describe.skipIf(!hasRealFixtures)("toTreePayload on the real fixtures", () => {
  it.each(readExpectedFigures().map(([name]) => name))(
    "%s: every uuid once, parents resolve",
    async (name) => {
      const model = await loadModelFromFile(fixturePath(name));
      const { nodes } = decode(model);
      const uuids = new Set(model.entries.flatMap((e) => (e.uuid === null ? [] : [e.uuid])));
      expect(nodes).toHaveLength(uuids.size);
      const byLine = new Map(model.entries.map((e) => [e.line, e]));
      for (const node of nodes) {
        const entry = byLine.get(node.line)!;
        const parent = node.parent === null ? null : byLine.get(nodes[node.parent]!.line)!;
        expect(parent?.uuid ?? null).toBe(node.isParentMissing ? null : entry.parentUuid);
      }
    },
  );
});
