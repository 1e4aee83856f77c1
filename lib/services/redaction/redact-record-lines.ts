import type { Redactor } from "../../redaction/redactor";

export type RawLine = { line: number; text: string };

/**
 * Raw transcript lines with their secrets redacted, each still one JSON line: a record is
 * parsed, its strings redacted and written back (so a marker never breaks the JSON or lands
 * half inside an escape), a line that is not JSON is redacted as text. Redacted before any
 * preview cuts long strings, so a cut never leaves half a secret showing.
 */
export function redactRecordLines(redactor: Redactor, lines: readonly RawLine[]): RawLine[] {
  return lines.map(({ line, text }) => {
    const clean = (line === 1 ? text.replace(/^\uFEFF/, "") : text).replace(/\r$/, "");
    let value: unknown;
    try {
      value = JSON.parse(clean);
    } catch {
      return { line, text: redactor.redactStrings([clean], [`line ${line}`])[0] ?? clean };
    }
    return { line, text: JSON.stringify(redactor.redactValue(value, `line ${line}`)) };
  });
}
