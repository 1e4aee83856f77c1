import { describe, expect, it } from "vitest";
import type { TaskCallLink, TranscriptLinks } from "@/lib/contracts/task-links";
import { subagentHref } from "@/lib/contracts/task-links";
import { describeTaskCalls, taskCallsByLine, toParentLink, toTaskCallViews } from "./task-links";

function makeCall(change: Partial<TaskCallLink> = {}): TaskCallLink {
  return {
    line: 134,
    toolUseId: "toolu_01",
    toolName: "Task",
    agentId: "a49bdb08c902ff81f",
    description: "Run MXFP quant tests",
    callIndex: 41,
    resultLine: 135,
    subagentId: "cm_sub",
    ...change,
  };
}
const linksOf = (taskCalls: TaskCallLink[], parent: TranscriptLinks["parent"] = null) => ({
  taskCalls,
  parent,
});

describe("toTaskCallViews", () => {
  it.each([
    ["stored: links to it", makeCall(), "/sessions/cm_sub", "subagent a49bdb08"],
    ["named but not uploaded", makeCall({ subagentId: null }), null, "subagent not uploaded"],
    [
      "no result yet",
      makeCall({ subagentId: null, agentId: null, resultLine: null }),
      null,
      "no result",
    ],
    [
      "a 1.0.x result naming no agent",
      makeCall({ subagentId: null, agentId: null }),
      null,
      "subagent inline",
    ],
  ])("%s", (_case, call, href, status) => {
    expect(toTaskCallViews(linksOf([call]))[0]).toMatchObject({ href, status, line: 134 });
  });

  it.each([
    [makeCall(), "Task: Run MXFP quant tests"],
    [makeCall({ toolName: "Agent", description: null }), "Agent call"],
  ])("labels %#", (call, label) => {
    expect(toTaskCallViews(linksOf([call]))[0]!.label).toBe(label);
  });

  it("keys the views by tool_use line for the tree", () => {
    const byLine = taskCallsByLine(
      linksOf([makeCall(), makeCall({ line: 300, subagentId: null })]),
    );
    expect([...byLine.keys()]).toEqual([134, 300]);
    expect(byLine.get(300)!.href).toBeNull();
  });
});

describe("describeTaskCalls", () => {
  it.each([
    [[], "0 Task calls, 0 subagent transcripts stored"],
    [[makeCall()], "1 Task call, 1 subagent transcript stored"],
    [
      [makeCall(), makeCall({ subagentId: null }), makeCall()],
      "3 Task calls, 2 subagent transcripts stored",
    ],
  ])("%#", (calls, text) => {
    expect(describeTaskCalls(linksOf(calls))).toBe(text);
  });
});

describe("toParentLink", () => {
  it.each([
    [null, null],
    [
      { id: "cm_parent", line: 134, toolUseId: "toolu_01", callIndex: 41 },
      {
        href: "/sessions/cm_parent?tab=tree&call=41",
        text: "Open the parent session at its Task call (line 134)",
      },
    ],
    [
      { id: "cm_parent", line: null, toolUseId: null, callIndex: null },
      {
        href: "/sessions/cm_parent",
        text: "Open the parent session (no Task call there names this agent)",
      },
    ],
  ])("%j", (parent, link) => {
    expect(toParentLink(linksOf([], parent))).toEqual(link);
  });
});

describe("subagentHref (the conversation view's lookup)", () => {
  it.each([
    ["toolu_01", "/sessions/cm_sub"],
    ["toolu_unknown", null],
  ])("%s", (toolUseId, href) => {
    expect(
      subagentHref(
        linksOf([makeCall(), makeCall({ toolUseId: "toolu_02", subagentId: null })]),
        toolUseId,
      ),
    ).toBe(href);
  });
});
