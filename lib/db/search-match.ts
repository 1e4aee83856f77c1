/**
 * One term of a search: words that must follow each other (one word, or a quoted phrase),
 * the last one matched as a prefix when `prefix`. Words hold letters, digits and marks only
 * (lib/services/search/parse-search-words.ts), so no index syntax ever reaches the index.
 */
export type SearchTerm = { words: string[]; prefix: boolean };

/**
 * The terms as an FTS5 MATCH expression: each a quoted string (quotes doubled, so whatever it
 * holds is text to the tokenizer, never an operator), all required.
 *
 * @example toFts5Match([{ words: ["nix", "shell"], prefix: false }]) // '"nix shell"'
 */
export function toFts5Match(terms: readonly SearchTerm[]): string {
  return terms
    .map((term) => `"${term.words.join(" ").replaceAll('"', '""')}"${term.prefix ? "*" : ""}`)
    .join(" ");
}

/**
 * The terms as a PostgreSQL tsquery: each word a quoted lexeme (quotes and backslashes
 * escaped), a phrase's words joined by `<->`, all required.
 *
 * @example toTsquery([{ words: ["nix"], prefix: true }]) // "'nix':*"
 */
export function toTsquery(terms: readonly SearchTerm[]): string {
  return terms
    .map((term) =>
      term.words
        .map((word, index) => {
          const lexeme = `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
          return term.prefix && index === term.words.length - 1 ? `${lexeme}:*` : lexeme;
        })
        .join(" <-> "),
    )
    .map((phrase) => `(${phrase})`)
    .join(" & ");
}
