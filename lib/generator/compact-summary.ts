import type { Rng } from "./prng";
import type { Style } from "./tools/tool-types";
import { NOUNS, VERBS, pastTense, gerund } from "./vocabulary";

/** What happened since the last compaction, kept small (a few recent items of each kind). */
export type WorkLog = {
  prompts: string[];
  files: string[];
  errors: string[];
  todos: string[];
};

export function emptyWorkLog(): WorkLog {
  return { prompts: [], files: [], errors: [], todos: [] };
}

/** Appends to a bounded list, dropping the oldest entry. */
export function remember(list: string[], item: string, max = 8): void {
  if (list[list.length - 1] === item) return;
  list.push(item);
  if (list.length > max) list.shift();
}

const CONTINUE =
  "Please continue the conversation from where we left it off without asking the user any further questions. Continue with the last task that you were asked to work on.";

const oneLine = (text: string): string => text.split("\n")[0]?.slice(0, 160) ?? "";

/**
 * The `isCompactSummary` message text in the format of the recorded era: 1.0.x
 * "summarized below:\nAnalysis:" or 2.1.x "The summary below covers ...", both with the
 * 9 numbered sections of the compaction prompt (seeds 000, 002).
 */
export function compactSummaryText(
  rng: Rng,
  style: Style,
  log: WorkLog,
  transcriptPath: string,
): string {
  const files = log.files.length > 0 ? log.files : ["README.md"];
  const head =
    style === "2.1"
      ? "This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.\n\n"
      : "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\n";
  const analysis = [
    "Analysis:",
    "Let me chronologically analyze the conversation:",
    ...log.prompts.map(
      (p, i) =>
        `${i + 1}. The user asked: "${oneLine(p)}". I ${pastTense(rng.pick(VERBS))} the ${rng.pick(NOUNS)} code in \`${rng.pick(files)}\`.`,
    ),
  ].join("\n");
  const fileSections = files
    .map(
      (f) =>
        `   - **\`${f}\`**\n     - ${pastTense(rng.pick(VERBS))} the ${rng.pick(NOUNS)} handling\n     \`\`\`\n     const ${rng.pick(NOUNS)} = ${rng.pick(VERBS)}(${rng.pick(NOUNS)});\n     \`\`\``,
    )
    .join("\n");
  const errors =
    log.errors.length > 0
      ? log.errors
          .map(
            (e) => `   - ${oneLine(e)}: fixed by ${gerund(rng.pick(VERBS))} the ${rng.pick(NOUNS)}`,
          )
          .join("\n")
      : "   - None beyond the test failures fixed above.";
  const last = log.prompts[log.prompts.length - 1] ?? "continue";
  const summary = [
    "Summary:",
    "1. Primary Request and Intent:",
    ...log.prompts.slice(0, 4).map((p) => `   - ${oneLine(p)}`),
    "",
    "2. Key Technical Concepts:",
    ...Array.from(
      { length: 4 },
      () =>
        `   - ${rng.pick(NOUNS)} ${rng.pick(NOUNS)} ${rng.pick(["caching", "validation", "pagination", "retries", "streaming"])}`,
    ),
    "",
    "3. Files and Code Sections:",
    fileSections,
    "",
    "4. Errors and fixes:",
    errors,
    "",
    "5. Problem Solving:",
    `   - Traced the ${rng.pick(NOUNS)} failure to \`${rng.pick(files)}\` and added a regression test.`,
    "",
    "6. All user messages:",
    ...log.prompts.map((p) => `   - "${oneLine(p)}"`),
    "",
    "7. Pending Tasks:",
    ...(log.todos.length > 0
      ? log.todos.map((t) => `   - ${t}`)
      : ["   - None explicitly pending."]),
    "",
    "8. Current Work:",
    `   Working on: "${oneLine(last)}" in \`${files[files.length - 1]}\`.`,
    "",
    "9. Optional Next Step:",
    `   Run the test suite again and confirm the ${rng.pick(NOUNS)} change before moving on.`,
  ].join("\n");
  const tail =
    style === "2.1"
      ? `\n\nIf you need specific details from before compaction (like exact code snippets, error messages, or content you generated), read the full transcript at: ${transcriptPath}\n${CONTINUE}`
      : `\n${CONTINUE}`;
  return `${head}${analysis}\n\n${summary}${tail}`;
}
