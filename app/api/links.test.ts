import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptLinksSchema, type TranscriptLinks } from "@/lib/contracts/task-links";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { generateTranscript, subagentFiles } from "@/lib/generator";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// GET /api/transcripts/:id/links as Next calls it: a generated 2.1 session with Task calls and
// one of its subagents' own files, uploaded subagent first (links work in either order).
const database = createRouteDatabase("links");

let links: typeof import("./transcripts/[id]/links/route");
const parentLines = [...generateTranscript({ seed: 4, style: "2.1", targetBytes: 400_000 }).lines];
const [subagent] = subagentFiles(parentLines);
let parentId = "";
let subagentId = "";

const get = async (id: string): Promise<Response> =>
  links.GET(new Request(`http://test/api/transcripts/${id}/links`), {
    params: Promise.resolve({ id }),
  });
const getLinks = async (id: string): Promise<TranscriptLinks> =>
  transcriptLinksSchema.parse(await (await get(id)).json());

beforeAll(async () => {
  await database.setUp();
  links = await import("./transcripts/[id]/links/route");
  subagentId = await uploadThroughRoute(
    `${subagent!.lines.join("\n")}\n`,
    `agent-${subagent!.agentId}.jsonl`,
  );
  parentId = await uploadThroughRoute(`${parentLines.join("\n")}\n`, "parent.jsonl");
});
afterAll(() => database.tearDown());

describe("GET /api/transcripts/:id/links", () => {
  it("lists the session's Task calls, the stored subagent linked, the others not", async () => {
    const { taskCalls, parent } = await getLinks(parentId);
    expect(parent).toBeNull();
    expect(taskCalls.length).toBeGreaterThan(0);
    for (const call of taskCalls) {
      expect(parentLines[call.line - 1]).toContain(call.toolUseId);
      expect(parentLines[call.resultLine! - 1]).toContain(`agentId: ${call.agentId}`);
      expect(call.callIndex).not.toBeNull();
      expect(call.subagentId).toBe(call.agentId === subagent!.agentId ? subagentId : null);
    }
    expect(taskCalls.filter((call) => call.subagentId !== null)).toHaveLength(1);
  });

  it("links the subagent back to its parent and the call that started it", async () => {
    const { taskCalls, parent } = await getLinks(subagentId);
    const call = (await getLinks(parentId)).taskCalls.find((c) => c.subagentId === subagentId)!;
    expect(parent).toEqual({
      id: parentId,
      line: call.line,
      toolUseId: call.toolUseId,
      callIndex: call.callIndex,
    });
    expect(taskCalls).toEqual([]);
  });

  it("answers a JSON 404 for an unknown transcript", async () => {
    const response = await get("missing");
    expect([response.status, (await response.json()).error.code]).toEqual([404, "not_found"]);
  });
});
