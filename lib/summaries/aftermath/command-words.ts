import { occursWithTypos } from "../typo-tolerant-match";
import { wordsOf } from "../text-match";

/** Words of a command looked for: enough to say which run it was, few enough to be quoted. */
export const COMMAND_WORDS = 6;

/** Parts of a compound command that only set the scene: a directory, a variable, a shell. */
const SCENE = /^(?:cd|pushd|export|source|set|\.)\b|^\w+=\S*$/;

/** Redirections say where output went, not what ran: `2>&1`, `> out.log`, `< in.txt`. */
const REDIRECTION = /\d*[<>]+&?\d*\s*(?:[^\s&|;]+)?/g;

/**
 * The words that say which command ran: the first part of a compound command (split at
 * `&&`, `||`, `;` and `|`) that does more than set the scene (cd, export, VAR=x), its
 * redirections removed, its first COMMAND_WORDS words.
 *
 * @example
 * commandWords("cd /r && npx vitest run lib/a.test.ts 2>&1 | tail -20") // ["npx", "vitest", "run", "lib", "a", "test"]
 */
export function commandWords(command: string): string[] {
  const parts = command
    .split(/&&|\|\||;|\|/)
    .map((part) => part.replace(REDIRECTION, " ").trim())
    .filter((part) => part !== "");
  const main = parts.find((part) => !SCENE.test(part)) ?? parts[0] ?? "";
  return wordsOf(main).slice(0, COMMAND_WORDS);
}

/**
 * Whether a summary carries a command: its commandWords in a row in the summary's words,
 * each equal or a typo away (occursWithTypos), so `npx vitest run lib/a.test.ts` is carried
 * by "ran npx vitest run lib/a.test.ts" but not by "ran the tests".
 *
 * @example
 * carriesCommand(wordsOf("Next: run `npm test` again"), "cd /r && npm test 2>&1") // true
 */
export function carriesCommand(summaryWords: readonly string[], command: string): boolean {
  const words = commandWords(command);
  return words.length > 0 && occursWithTypos(words.join(" "), summaryWords);
}
