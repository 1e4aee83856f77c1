import { sourceHref, type Source } from "./source-catalogue";

/** A sentence in pieces, some of them links: the preparer words it, a component draws it. */
export type LinkedText = readonly { text: string; href?: string }[];

/** The plain text of a linked sentence (for filters, titles and tests). */
export function plainText(pieces: LinkedText): string {
  return pieces.map((piece) => piece.text).join("");
}

/** Pieces with `before` and `after` around them, so a sentence can hold a linked list. */
export function surround(before: string, pieces: LinkedText, after = ""): LinkedText {
  return [{ text: before }, ...pieces, ...(after ? [{ text: after }] : [])];
}

/**
 * Sources cited in words, each a link to its entry on /sources, separated by semicolons (the
 * citations hold "and" and commas of their own).
 *
 * @example
 * plainText(citeSources([a, b])) // "Claude Code 2.1.17's own prompts and logic; notes on ..."
 */
export function citeSources(sources: readonly Pick<Source, "id" | "cite">[]): LinkedText {
  return sources.flatMap((source, index) => {
    const link = { text: source.cite, href: sourceHref(source.id) };
    return index === 0 ? [link] : [{ text: "; " }, link];
  });
}
