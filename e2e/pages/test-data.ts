import { generateTranscript, type GeneratorOptions } from "../../lib/generator/generate-transcript";

/** A file name no other test (or earlier run against the same database) uses. */
export function uniqueName(prefix: string, extension = "jsonl"): string {
  return `${uniquePrefix(prefix)}.${extension}`;
}

/** A prefix shared by the files of one test, so a search shows only them. */
export function uniquePrefix(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A generated transcript as JSONL text (final newline included), with the generator's facts. */
export function makeTranscript(options: GeneratorOptions) {
  const { lines, facts } = generateTranscript(options);
  const text = `${[...lines].join("\n")}\n`;
  return { text, facts: facts() };
}
