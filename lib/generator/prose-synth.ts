import type { Rng } from "./prng";
import { ADJECTIVES, ERROR_MESSAGES, NOUNS, VERBS, pastTense } from "./vocabulary";

const code = (text: string): string => `\`${text}\``;

/** A sentence the assistant might write while working, mentioning a file or a symbol. */
function workSentence(rng: Rng, file: string): string {
  const noun = rng.pick(NOUNS);
  const verb = rng.pick(VERBS);
  const adj = rng.pick(ADJECTIVES);
  const fn = `${verb}${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  return rng.pick([
    `Let me look at ${code(file)} to see how the ${noun} is ${pastTense(verb)}.`,
    `The ${adj} ${noun} is never reset, so ${code(fn)} returns stale data after the first call.`,
    `I'll update ${code(fn)} so it handles an empty ${noun} list instead of throwing.`,
    `The test fails because ${code(fn)} is called before the ${noun} cache is warmed.`,
    `Now I need to check where ${code(fn)} is used so the change does not break callers.`,
    `That confirms the ${noun} ${verb} path works; next I'll run the full test suite.`,
    `There are two places that build the ${adj} ${noun}: ${code(file)} and the API route.`,
    `This matches the error: the ${noun} id is a string in the payload but a number in the schema.`,
  ]);
}

/** Short text block that precedes tool calls ("Let me read ..."). */
export function preambleText(rng: Rng, file: string): string {
  return workSentence(rng, file);
}

/** Model reasoning: several paragraphs of planning prose. */
export function thinkingText(rng: Rng, file: string, chars: number): string {
  const parts: string[] = [
    rng.pick([
      "The user wants me to",
      "Let me think about what is going on here. I need to",
      "OK, so the task is to",
      "Looking at the output, I should",
    ]) + ` ${rng.pick(VERBS)} the ${rng.pick(NOUNS)} handling in ${file}.`,
  ];
  let length = parts[0]?.length ?? 0;
  while (length < chars) {
    const sentence = workSentence(rng, file);
    parts.push(rng.chance(0.2) ? `\n\n${sentence}` : ` ${sentence}`);
    length += sentence.length + 1;
  }
  return parts.join("");
}

/** The closing answer of a turn: a markdown summary with bullets and maybe a snippet. */
export function finalAnswer(rng: Rng, files: string[], chars: number): string {
  const lines: string[] = [
    rng.pick(["Done.", "All set.", "Fixed.", "Here's what I changed:", "The fix is in place."]),
    "",
  ];
  let length = 20;
  if (rng.chance(0.3)) lines.push(`## Summary`, "");
  while (length < chars) {
    const file = rng.pick(files);
    const line = `- **${file}**: ${workSentence(rng, file)}`;
    lines.push(line);
    length += line.length;
    if (rng.chance(0.12)) {
      const snippet = `\n\`\`\`ts\nconst ${rng.pick(NOUNS)} = await ${rng.pick(VERBS)}(${rng.pick(NOUNS)}Id);\n\`\`\`\n`;
      lines.push(snippet);
      length += snippet.length;
    }
  }
  if (rng.chance(0.5))
    lines.push("", `Tests pass. ${rng.pick(["Want me to commit this?", "Anything else?", ""])}`);
  return lines.join("\n");
}

/** A user prompt of the session; `long` adds a pasted log the way users paste stack traces. */
export function userPrompt(rng: Rng, file: string, long: boolean): string {
  const noun = rng.pick(NOUNS);
  const verb = rng.pick(VERBS);
  const err = rng.pick(ERROR_MESSAGES);
  let text = rng.pick([
    `the ${noun} endpoint returns 500 when the ${rng.pick(NOUNS)} is empty, can you fix it?`,
    `add tests for ${verb}${noun.charAt(0).toUpperCase()}${noun.slice(1)} in @${file}`,
    `why does the build fail with ${err}?`,
    `refactor ${file} so the ${noun} logic lives in one place`,
    `continue`,
    `looks good. now make the ${noun} list sortable by date`,
    `can you check ${file}? I think the ${noun} ${verb} is wrong`,
    `run the tests and fix whatever is failing`,
    `please also update the README with the new ${noun} options`,
    `hmm that didn't work, still getting ${err}`,
  ]);
  if (long) {
    const trace: string[] = [err];
    const n = rng.int(10, 60);
    for (let i = 0; i < n; i++) {
      trace.push(
        `    at ${rng.pick(VERBS)}${rng.pick(NOUNS)} (${file}:${rng.int(1, 400)}:${rng.int(1, 80)})`,
      );
    }
    text += `\n\n\`\`\`\n${trace.join("\n")}\n\`\`\``;
  }
  return text;
}

/** Titles for `summary` / `ai-title` records. */
export function sessionTitle(rng: Rng): string {
  const noun = rng.pick(NOUNS);
  return rng.pick([
    `Fix ${noun} cache invalidation`,
    `Add ${noun} export to dashboard`,
    `Refactor ${noun} parser and tests`,
    `Debug ${rng.pick(NOUNS)} ${noun} timeout`,
    `${noun.charAt(0).toUpperCase()}${noun.slice(1)} API pagination cleanup`,
  ]);
}
