import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptLinksSchema, type TranscriptLinks } from "@/lib/contracts/task-links";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { generateCodexRollout } from "@/lib/generator/codex/generate-codex-rollout";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// GET /api/transcripts/:id/links on a generated pair of Codex rollouts: a session whose first
// turn spawns a sub-agent (spawn_agent, as 0.169.0 writes it) and the sub-agent's own rollout,
// whose session_meta names its parent thread; the child uploaded first (either order links).
const database = createRouteDatabase("codex-links");

let links: typeof import("./transcripts/[id]/links/route");
const PARENT_THREAD = "019a0000-0000-7000-8000-00000000aaaa";
const CHILD_THREAD = "019a0000-0000-7000-8000-00000000bbbb";
const rollout = (options: Parameters<typeof generateCodexRollout>[0]) =>
  `${[...generateCodexRollout(options).lines].join("\n")}\n`;
const parentText = rollout({
  seed: 3,
  targetBytes: 40_000,
  sessionId: PARENT_THREAD,
  cliVersion: "0.169.0",
  spawnTaskName: "probe_child",
});
const childText = rollout({
  seed: 4,
  targetBytes: 20_000,
  sessionId: CHILD_THREAD,
  cliVersion: "0.169.0",
  subagentOf: { parentThreadId: PARENT_THREAD, agentPath: "/root/probe_child" },
});
let parentId = "";
let childId = "";

const getLinks = async (id: string): Promise<TranscriptLinks> =>
  transcriptLinksSchema.parse(
    await (
      await links.GET(new Request(`http://test/api/transcripts/${id}/links`), {
        params: Promise.resolve({ id }),
      })
    ).json(),
  );

beforeAll(async () => {
  await database.setUp();
  links = await import("./transcripts/[id]/links/route");
  childId = await uploadThroughRoute(childText, "rollout-child.jsonl");
  parentId = await uploadThroughRoute(parentText, "rollout-parent.jsonl");
});
afterAll(() => database.tearDown());

describe("Codex sub-agent links", () => {
  it("links the spawn_agent call to the stored sub-agent's rollout", async () => {
    const { taskCalls, parent } = await getLinks(parentId);
    expect(parent).toBeNull();
    expect(taskCalls).toHaveLength(1);
    const [call] = taskCalls;
    const lines = parentText.split("\n");
    expect(lines[call!.line - 1]).toContain('"name":"spawn_agent"');
    expect(lines[call!.resultLine! - 1]).toContain(call!.toolUseId);
    expect(call).toMatchObject({
      toolName: "spawn_agent",
      agentId: `${PARENT_THREAD}:/root/probe_child`,
      subagentId: childId,
    });
    expect(call!.description).toMatch(/^probe_child: /);
    expect(call!.callIndex).toBe(0);
  });

  it("links the sub-agent back to its parent session and the call that spawned it", async () => {
    const { taskCalls, parent } = await getLinks(childId);
    const [call] = (await getLinks(parentId)).taskCalls;
    expect(parent).toEqual({
      id: parentId,
      line: call!.line,
      toolUseId: call!.toolUseId,
      callIndex: call!.callIndex,
    });
    expect(taskCalls).toEqual([]);
  });
});
