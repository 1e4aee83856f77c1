import { z } from "zod";
import type { PrismaClient } from "./generated/client";
import { parseJsonColumn } from "./transcript-dto";

/** Agent ids asked in one query: each is a LIKE on the agentIds column. */
const AGENT_IDS_PER_QUERY = 100;

/**
 * The stored subagent files of these agent ids (a file's `agentIds` names its agent), as agent
 * id -> transcript id. Several files of one agent (uploaded twice, or into two sessions): the
 * one linked to `parentId` wins, else the oldest.
 */
export async function findSubagentFiles(
  db: PrismaClient,
  agentIds: readonly string[],
  parentId: string,
): Promise<Map<string, string>> {
  const found = new Map<string, { id: string; isChild: boolean }>();
  const unique = [...new Set(agentIds)];
  for (let start = 0; start < unique.length; start += AGENT_IDS_PER_QUERY) {
    const wanted = unique.slice(start, start + AGENT_IDS_PER_QUERY);
    const rows = await db.transcript.findMany({
      where: {
        status: "ready",
        isSubagent: true,
        OR: wanted.map((agentId) => ({ agentIds: { contains: JSON.stringify(agentId) } })),
      },
      select: { id: true, agentIds: true, parentId: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    for (const row of rows) {
      const isChild = row.parentId === parentId;
      for (const agentId of parseJsonColumn(row, "agentIds", row.agentIds, z.array(z.string()))) {
        if (!wanted.includes(agentId)) continue;
        const before = found.get(agentId);
        if (before === undefined || (isChild && !before.isChild))
          found.set(agentId, { id: row.id, isChild });
      }
    }
  }
  return new Map([...found].map(([agentId, { id }]) => [agentId, id]));
}
