import { sessionHref, type TaskCallLink, type TranscriptLinks } from "@/lib/contracts/task-links";

/** A Task call as the session page shows it: a link to its subagent, or why there is none. */
export type TaskCallView = {
  line: number;
  /** "Task: Run MXFP quant tests", or "Task call" when it has no description. */
  label: string;
  /** The subagent's session page, or null when its transcript is not stored. */
  href: string | null;
  /** "subagent a49bdb08" or the reason it cannot link, for the marker's text. */
  status: string;
  title: string;
};

function statusOf(call: TaskCallLink): { status: string; title: string } {
  if (call.subagentId !== null)
    return {
      status: `subagent ${call.agentId!.slice(0, 8)}`,
      title: `Open the transcript of subagent ${call.agentId}`,
    };
  if (call.agentId !== null)
    return {
      status: "subagent not uploaded",
      title: `Subagent ${call.agentId}: upload its file (subagents/agent-${call.agentId}.jsonl) to link it`,
    };
  if (call.resultLine === null)
    return {
      status: "no result",
      title: "The call's result is not in the file (still running, or cut off)",
    };
  return {
    status: "subagent inline",
    title:
      "Its result names no agent id: before 2.1, subagents ran inline or in a file the result does not name",
  };
}

/** Each Task call of a session with where it links, in file order. */
export function toTaskCallViews(links: TranscriptLinks): TaskCallView[] {
  return links.taskCalls.map((call) => ({
    line: call.line,
    label: call.description ? `${call.toolName}: ${call.description}` : `${call.toolName} call`,
    href: call.subagentId === null ? null : sessionHref(call.subagentId),
    ...statusOf(call),
  }));
}

/** The Task calls by the file line of their tool_use: what a tree row looks up. */
export function taskCallsByLine(links: TranscriptLinks): Map<number, TaskCallView> {
  return new Map(toTaskCallViews(links).map((view) => [view.line, view]));
}

/** "3 Task calls, 1 subagent transcript stored": the facts' heading for them. */
export function describeTaskCalls(links: TranscriptLinks): string {
  const count = links.taskCalls.length;
  const stored = links.taskCalls.filter((call) => call.subagentId !== null).length;
  const calls = `${count} Task call${count === 1 ? "" : "s"}`;
  return `${calls}, ${stored} subagent transcript${stored === 1 ? "" : "s"} stored`;
}

/** A subagent's way back: its parent's page opened on the call that started it. */
export function toParentLink(links: TranscriptLinks): { href: string; text: string } | null {
  const { parent } = links;
  if (parent === null) return null;
  return {
    href: sessionHref(parent.id, parent.callIndex),
    text:
      parent.line === null
        ? "Open the parent session (no Task call there names this agent)"
        : `Open the parent session at its Task call (line ${parent.line})`,
  };
}
