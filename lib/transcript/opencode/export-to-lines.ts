import { z } from "zod";

/** `opencode export <id>`'s document: the session's info and its messages `{ info, parts }`. */
const exportSchema = z.object({
  info: z.object({ id: z.string().startsWith("ses_") }).passthrough(),
  messages: z.array(
    z.object({ info: z.object({}).passthrough(), parts: z.array(z.unknown()) }).passthrough(),
  ),
});

/**
 * The app's OpenCode transcript of an `opencode export` document: the session's info on the
 * first line, then one line per message, in the document's order. Null when the document is
 * not an export (no session info with a `ses_` id, or messages not `{ info, parts }`).
 *
 * @example
 * opencodeExportToLines({ info: { id: "ses_1", projectID: "p" }, messages: [] })
 * // ['{"id":"ses_1","projectID":"p"}']
 */
export function opencodeExportToLines(document: unknown): string[] | null {
  const parsed = exportSchema.safeParse(document);
  if (!parsed.success) return null;
  return [
    JSON.stringify(parsed.data.info),
    ...parsed.data.messages.map((message) => JSON.stringify(message)),
  ];
}
