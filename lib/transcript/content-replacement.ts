import { z } from "zod";

/**
 * A `content-replacement` record: tool results the client sent the API in another form than
 * the transcript holds. Under the remote flag `tengu_hawthorn_steeple`, in the interactive
 * client only, when the tool results that answer one assistant message pass 200,000
 * characters, the largest are saved to a file and sent as a short `<persisted-output>` preview
 * until the rest fit; the record lists each with that preview. The tool_result record keeps the
 * whole output, so a count of it is too high by the difference. Read in 2.1.101's and 2.1.112's
 * `cli.js`, and measured on 2.1.101 (the lab's pty driver, scenario-tool-result-budget.ts):
 * twelve Bash results of 28,000 characters after one message, five sent as previews of 2,243
 * characters, one record listing the five; the check before the follow-up and the boundary's
 * preTokens count the previews. Print mode, with the flag served or not, sends every result
 * whole and writes no record.
 */

const replacementSchema = z.object({
  kind: z.string(),
  toolUseId: z.string().min(1),
  replacement: z.union([z.string(), z.array(z.looseObject({ text: z.string().optional() }))]),
});

const recordSchema = z.looseObject({
  type: z.literal("content-replacement"),
  replacements: z.array(z.unknown()),
});

/** A tool result as the API saw it: its id and the characters of its replacement. */
export type ReplacedToolResult = { toolUseId: string; chars: number };

const charsOf = (replacement: z.infer<typeof replacementSchema>["replacement"]) =>
  typeof replacement === "string"
    ? replacement.length
    : replacement.reduce((sum, block) => sum + (block.text?.length ?? 0), 0);

/**
 * The tool results a record replaced; none for any other record (each listed item is parsed
 * alone: one the reader does not know is skipped, not the record).
 *
 * @example
 * readContentReplacement({ type: "content-replacement", replacements: [{ kind: "tool-result", toolUseId: "toolu_1", replacement: "<persisted-output>…" }] })
 * // [{ toolUseId: "toolu_1", chars: 21 }]
 */
export function readContentReplacement(value: unknown): ReplacedToolResult[] {
  const record = recordSchema.safeParse(value);
  if (!record.success) return [];
  const replaced: ReplacedToolResult[] = [];
  for (const item of record.data.replacements) {
    const parsed = replacementSchema.safeParse(item);
    if (parsed.success && parsed.data.kind === "tool-result")
      replaced.push({ toolUseId: parsed.data.toolUseId, chars: charsOf(parsed.data.replacement) });
  }
  return replaced;
}
