import { formatBytes, formatInteger } from "@/lib/view/format/format-number";

/** How much a piece of text weighs, told before it is unfolded. */
export type TextSize = {
  /** "3.4 kB, 52 lines", or "1.2 MB (cut)" when the records endpoint sent only its head. */
  label: string;
  /** The text shown is only the head of a longer one. */
  isCut: boolean;
};

// The label lib/contracts/record-preview.ts puts after the head of a string it cut.
const CUT_LABEL = /… \[cut: ([\d.]+ (?:bytes|kB|MB)) in all\]$/;

const utf8 = new TextEncoder();

/**
 * The size of a text as the records endpoint sent it: a cut string names its whole size in
 * its label, which is the truth to show; an uncut one is measured in UTF-8 bytes and lines.
 *
 * @example
 * describeTextSize("a\nb") // { label: "3 B, 2 lines", isCut: false }
 */
export function describeTextSize(text: string): TextSize {
  const cut = CUT_LABEL.exec(text);
  if (cut) return { label: `${cut[1]} (cut)`, isCut: true };
  const lines = text === "" ? 0 : text.split("\n").length;
  const lineWord = lines === 1 ? "line" : "lines";
  return {
    label: `${formatBytes(utf8.encode(text).length)}, ${formatInteger(lines)} ${lineWord}`,
    isCut: false,
  };
}
