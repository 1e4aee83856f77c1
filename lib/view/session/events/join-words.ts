/**
 * Words joined the way a sentence lists them: "a", "a and b", "a, b and c" (or "or").
 *
 * @example
 * joinWords(["calls 14", "26", "29"], "and") // "calls 14, 26 and 29"
 */
export function joinWords(words: readonly string[], conjunction: "and" | "or"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}
