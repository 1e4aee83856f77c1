import { compareVersions } from "../config/resolve-profile";

/**
 * The main loop's tools as versions from 2.1.86 send them with the summarization request (the
 * fork shares the session's tool definitions for its prompt cache, seed 003), by name, in the
 * order sent, as the conformance lab found them (a fresh HOME, no MCP servers, no settings:
 * a user's own setup adds to them). Each list holds from `since` to the next list's; every
 * change bisected between two published neighbours, `after` being the last that still sends
 * the list before (`scripts/conformance-bisect.ts 2.1.86..2.1.330 --tools`, 200k+window-env,
 * 2026-11-26; claude-opus-4-6 sends the same lists). Names only: the definitions are Claude
 * Code's and are never copied (request-shape.ts sends stand-ins).
 */
export const MAIN_LOOP_TOOL_LISTS: readonly {
  since: string;
  after?: string;
  tools: readonly string[];
}[] = [
  {
    since: "2.1.86",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree Glob Grep NotebookEdit Read Skill TaskOutput TaskStop TodoWrite WebFetch WebSearch Write".split(
        " ",
      ),
  },
  {
    since: "2.1.101",
    after: "2.1.100",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree Glob Grep NotebookEdit Read ScheduleWakeup Skill TaskOutput TaskStop TodoWrite WebFetch WebSearch Write".split(
        " ",
      ),
  },
  {
    since: "2.1.142",
    after: "2.1.141",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree Glob Grep NotebookEdit Read ScheduleWakeup Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Write".split(
        " ",
      ),
  },
  {
    since: "2.1.154",
    after: "2.1.153",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree Glob Grep NotebookEdit Read ScheduleWakeup Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.162",
    after: "2.1.161",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree NotebookEdit Read ScheduleWakeup Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.186",
    after: "2.1.185",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree NotebookEdit Read ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.187",
    after: "2.1.186",
    tools:
      "Agent Bash CronCreate CronDelete CronList Edit EnterWorktree ExitWorktree NotebookEdit Read ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.196",
    after: "2.1.195",
    tools:
      "Agent Bash CronCreate CronDelete CronList Edit EnterWorktree ExitWorktree NotebookEdit Read ReportFindings ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.248",
    after: "2.1.247",
    tools:
      "Agent Bash CronCreate CronDelete CronList Edit EnterWorktree ExitWorktree ListAgents NotebookEdit Read ReportFindings ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.277",
    after: "2.1.276",
    tools:
      "Agent Bash CronCreate CronDelete CronList Edit EnterWorktree ExitWorktree ListAgents NotebookEdit Read ReportFindings ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    // Deferred tools: the rest are found through ToolSearch, one placeholder stands for them.
    since: "2.1.304",
    after: "2.1.303",
    tools:
      "Agent Bash Edit ListAgents Read ReportFindings ScheduleWakeup Skill ToolSearch Workflow DeferredToolPlaceholder Write".split(
        " ",
      ),
  },
];

/**
 * The main-loop tool names a version sends (the oldest list for a version before 2.1.86).
 *
 * @example
 * mainLoopTools("2.1.330").length // 12
 */
export function mainLoopTools(version: string | null): readonly string[] {
  const newest = MAIN_LOOP_TOOL_LISTS.at(-1)?.tools ?? [];
  if (version === null) return newest;
  return (
    MAIN_LOOP_TOOL_LISTS.findLast((l) => compareVersions(version, l.since) >= 0)?.tools ??
    MAIN_LOOP_TOOL_LISTS[0]?.tools ??
    []
  );
}
