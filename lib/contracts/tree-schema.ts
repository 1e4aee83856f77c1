import { z } from "zod";

/** Bits of `columns.flags`: one small integer per node instead of six booleans. */
export const TREE_FLAGS = {
  sidechain: 1,
  meta: 2,
  compactSummary: 4,
  compactBoundary: 8,
  /** parentUuid is set but names no record of this file (a fragment, a resume). */
  parentMissing: 16,
} as const;

const count = z.number().int().min(0);
const nullableInt = z.number().int().nullable();

/**
 * GET /api/transcripts/:id/tree: the metadata of every record with a uuid, no content.
 * Columnar so 20,000 records stay small: repeated strings are tables indexed by number, and
 * lines, entries, parents and timestamps are deltas (mostly 1 or a few digits).
 */
export const treePayloadSchema = z
  .object({
    id: z.string(),
    nodeCount: count,
    /** Entries skipped: no uuid, or a uuid seen earlier in the file (a copied record). */
    skipped: count,
    /** [type, subtype, role, attachmentType]. */
    kinds: z.array(
      z.tuple([z.string(), z.string().nullable(), z.string().nullable(), z.string().nullable()]),
    ),
    /** [source, agentId]. */
    sources: z.array(z.tuple([z.string(), z.string().nullable()])),
    /** Distinct lists of tool names (tool_use names, or the tool a tool_result answers). */
    toolSets: z.array(z.array(z.string())),
    columns: z.object({
      /** File line minus the previous node's line (the first: its line). */
      line: z.array(z.number().int()),
      /** Entry index minus the previous node's entry index. */
      entry: z.array(z.number().int()),
      /** Node index minus the parent's node index; 0 for none (a node is never its own parent). */
      parent: z.array(z.number().int()),
      kind: z.array(count),
      source: z.array(count),
      /** Index into toolSets plus one; 0 for none. */
      tools: z.array(count),
      /** The engine's estimate (lib/compaction/replay/estimate-tokens.ts); 0 for what the API never sees. */
      tokens: z.array(count),
      flags: z.array(count),
      /** Milliseconds since the previous node that had a timestamp (the first: since the epoch). */
      time: z.array(nullableInt),
      /**
       * Node index minus the first node of its turn (`tree-turns.ts`): parallel tool calls of
       * one assistant message and their results are one turn, not branches. 0: its own turn.
       */
      turn: z.array(count),
      /** First 8 characters of the uuid (search by prefix; the record itself has the rest). */
      uuid: z.array(z.string()),
    }),
    /** Compact and microcompact boundaries, for separator rows. */
    boundaries: z.array(
      z.object({
        node: count,
        kind: z.enum(["compact", "microcompact"]),
        trigger: z.string().nullable(),
        preTokens: nullableInt,
        postTokens: nullableInt,
        tokensSaved: nullableInt,
        /**
         * Where the boundary's own record keeps the summary (a Codex `compacted` line):
         * "text" readable in it, "encrypted" only encrypted by the provider (no text). Absent
         * where the summary is a record of its own (Claude Code) or there is none.
         */
        summary: z.enum(["text", "encrypted"]).optional(),
        /** Node of logicalParentUuid (dashed link), null when absent or not in the file. */
        logicalParent: nullableInt,
      }),
    ),
  })
  .superRefine((payload, ctx) => {
    // Columns of another length, or indices past their table, would decode to undefined.
    const n = payload.nodeCount;
    for (const [name, column] of Object.entries(payload.columns)) {
      if (column.length !== n)
        ctx.addIssue({ code: "custom", path: ["columns", name], message: `expected ${n} values` });
    }
    const tables = [
      ["kind", payload.kinds.length],
      ["source", payload.sources.length],
      ["tools", payload.toolSets.length + 1],
    ] as const;
    for (const [name, size] of tables) {
      if (payload.columns[name].some((value) => value >= size))
        ctx.addIssue({ code: "custom", path: ["columns", name], message: "index past its table" });
    }
    payload.columns.parent.forEach((offset, i) => {
      if (offset !== 0 && (i - offset < 0 || i - offset >= n))
        ctx.addIssue({ code: "custom", path: ["columns", "parent", i], message: "no such node" });
    });
    payload.boundaries.forEach((b, i) => {
      if (
        b.node >= n ||
        (b.logicalParent !== null && (b.logicalParent < 0 || b.logicalParent >= n))
      )
        ctx.addIssue({ code: "custom", path: ["boundaries", i], message: "no such node" });
    });
  });

export type TreePayload = z.infer<typeof treePayloadSchema>;
export type TreeBoundary = TreePayload["boundaries"][number];

export const UUID_PREFIX_CHARS = 8;
