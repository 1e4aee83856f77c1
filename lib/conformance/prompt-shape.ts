/**
 * The summary prompt taken apart for a field-by-field comparison (scenario 4): its
 * sections (number and name, in order, as listed before the worked example), its no-tools frame,
 * and its paragraphs as normalised text (whitespace collapsed, each keyed by its opening words),
 * so two prompts compare by structure and wording rather than by length.
 */

export type PromptShape = {
  sections: string[];
  frame: "none" | "no-tools-trailer" | "no-tools-preamble-and-trailer";
  /** Normalised paragraphs: lowercase, whitespace collapsed, list numbers dropped. */
  paragraphs: string[];
};

const SECTION = /^\s*(\d+)\. ([A-Z][^:\n]{2,60}):/gm;
const NO_TOOLS_OPENING = /^(CRITICAL: Respond with TEXT ONLY|IMPORTANT: Do NOT use any tools)/;
const NO_TOOLS_CLOSING = /(Do NOT (use|call) any tools|Tool calls will be REJECTED)/i;

function normaliseParagraph(text: string): string {
  return text
    .replace(/^\s*(\d+\.|-)\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** @example promptShape("1. Primary Request and Intent: x\n\nIMPORTANT: Do NOT use any tools.").frame // "no-tools-trailer" */
export function promptShape(prompt: string): PromptShape {
  const example = prompt.indexOf("<example>");
  const listed = example > 0 ? prompt.slice(0, example) : prompt;
  const paragraphs = prompt
    .split(/\n\s*\n/)
    .map(normaliseParagraph)
    .filter((p) => p !== "");
  const blocks = prompt.trim().split(/\n\s*\n/);
  const first = blocks[0]?.trim() ?? "";
  const last = blocks.at(-1)?.trim() ?? "";
  const hasPreamble = NO_TOOLS_OPENING.test(first);
  const hasTrailer = blocks.length > 1 && NO_TOOLS_CLOSING.test(last);
  return {
    sections: [...listed.matchAll(SECTION)].map((m) => `${m[1]}. ${m[2]}`),
    frame: hasPreamble ? "no-tools-preamble-and-trailer" : hasTrailer ? "no-tools-trailer" : "none",
    paragraphs,
  };
}

/** Opening words that key a paragraph: two prompts share a paragraph when these agree. */
const key = (paragraph: string) => paragraph.split(" ").slice(0, 6).join(" ");

/** The head a finding shows of a paragraph: never Claude Code's text beyond a few words. */
const head = (paragraph: string) => `${paragraph.split(" ").slice(0, 4).join(" ")}…`;

/**
 * Paragraphs of one prompt whose opening words the other lacks, each as its first four words
 * only (measured facts, never Claude Code's text beyond a short head).
 *
 * @example
 * paragraphsMissing(["a b c"], ["a b c", "d e f"]) // ["d e f…"]
 */
export function paragraphsMissing(from: readonly string[], other: readonly string[]): string[] {
  const keys = new Set(from.map(key));
  return other.filter((p) => !keys.has(key(p))).map(head);
}
