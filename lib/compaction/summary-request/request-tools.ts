import { compareVersions } from "../resolve-profile";

/**
 * The main loop's tools as versions from 2.1.86 send them with the summarization request (the
 * fork shares the session's tool definitions for its prompt cache, seed 003), by name, in the
 * order sent, as the conformance lab found them (a fresh HOME, no MCP servers, no settings:
 * a user's own setup adds to them). Each list holds from the first probed version that sent it
 * to the next; changes between two probed versions were not bisected (2026-11-23).
 */
const LISTS: readonly { since: string; tools: readonly string[] }[] = [
  {
    since: "2.1.86",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree Glob Grep NotebookEdit Read Skill TaskOutput TaskStop TodoWrite WebFetch WebSearch Write".split(
        " ",
      ),
  },
  {
    since: "2.1.112",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree Glob Grep NotebookEdit Read ScheduleWakeup Skill TaskOutput TaskStop TodoWrite WebFetch WebSearch Write".split(
        " ",
      ),
  },
  {
    since: "2.1.153",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree Glob Grep NotebookEdit Read ScheduleWakeup Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Write".split(
        " ",
      ),
  },
  {
    since: "2.1.175",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree NotebookEdit Read ScheduleWakeup Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.186",
    tools:
      "Agent AskUserQuestion Bash CronCreate CronDelete CronList Edit EnterPlanMode EnterWorktree ExitPlanMode ExitWorktree NotebookEdit Read ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.190",
    tools:
      "Agent Bash CronCreate CronDelete CronList Edit EnterWorktree ExitWorktree NotebookEdit Read ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.200",
    tools:
      "Agent Bash CronCreate CronDelete CronList Edit EnterWorktree ExitWorktree NotebookEdit Read ReportFindings ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.267",
    tools:
      "Agent Bash CronCreate CronDelete CronList Edit EnterWorktree ExitWorktree ListAgents NotebookEdit Read ReportFindings ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskOutput TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    since: "2.1.282",
    tools:
      "Agent Bash CronCreate CronDelete CronList Edit EnterWorktree ExitWorktree ListAgents NotebookEdit Read ReportFindings ScheduleWakeup SendMessage Skill TaskCreate TaskGet TaskList TaskStop TaskUpdate WebFetch WebSearch Workflow Write".split(
        " ",
      ),
  },
  {
    // Deferred tools: the rest are found through ToolSearch, one placeholder stands for them.
    since: "2.1.308",
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
  const newest = LISTS.at(-1)?.tools ?? [];
  if (version === null) return newest;
  return (
    LISTS.findLast((l) => compareVersions(version, l.since) >= 0)?.tools ?? LISTS[0]?.tools ?? []
  );
}
