import { generateTranscript } from "../generate-transcript";

/** A generated 2.1 transcript of about `targetBytes` as JSONL text: distinct bytes per seed. */
export function makeTranscriptText(seed: number, targetBytes: number): string {
  const { lines } = generateTranscript({ seed, style: "2.1", targetBytes });
  return `${[...lines].join("\n")}\n`;
}
