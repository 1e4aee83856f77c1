import { describe, expect, it } from "vitest";
import { readSpawnAgentId, readSpawnDescription } from "./spawn-call";
import { codexAgentId, readCodexParent } from "./subagent-source";

const line = (payload: Record<string, unknown>) =>
  JSON.stringify({ timestamp: "t", type: "response_item", payload });
const output = (value: unknown) =>
  line({ type: "function_call_output", call_id: "call_1", output: value });

describe("Codex spawn_agent calls and the sub-agents they start", () => {
  it.each([
    [
      "0.169.0's output: the child's path under the parent thread",
      output('{"task_name":"/root/a"}'),
      "p:/root/a",
    ],
    ["earlier releases' output: the child's thread id", output('{"agent_id":"019b"}'), "019b"],
    ["an output as { content }", output({ content: '{"agent_id":"019b"}', success: true }), "019b"],
    [
      "another call's output",
      line({ type: "function_call_output", call_id: "call_2", output: '{"agent_id":"x"}' }),
      null,
    ],
    ["an output naming no agent", output("spawn failed"), null],
  ])("reads %s", (_case, text, agentId) => {
    expect(readSpawnAgentId(text, "call_1", "p")).toBe(agentId);
  });

  it("names the child the same way from its own rollout's session_meta", () => {
    const parent = readCodexParent({
      subagent: { thread_spawn: { parent_thread_id: "p", depth: 1, agent_path: "/root/a" } },
    });
    expect(parent && codexAgentId(parent.parentThreadId, parent.agentPath, "019c")).toBe(
      "p:/root/a",
    );
    expect(readCodexParent("exec")).toBeNull();
    expect(readCodexParent({ subagent: "review" })).toBeNull();
  });

  it("describes the call by its task name and message", () => {
    const call = line({
      type: "function_call",
      call_id: "call_1",
      name: "spawn_agent",
      arguments: JSON.stringify({ task_name: "probe", message: "Run  the\n tests" }),
    });
    expect(readSpawnDescription(call, "call_1")).toBe("probe: Run the tests");
  });
});
