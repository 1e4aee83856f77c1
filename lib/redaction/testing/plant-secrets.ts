import { PLANTED_SECRETS } from "./planted-secrets";

/** A ticket id no built-in detector finds, planted beside the secrets for the user's patterns. */
export const PLANTED_TICKET = "ACME-20261127";
export const TICKET_PATTERN = "ACME-[0-9]{8}";

/**
 * A JSONL transcript with one planted secret of every kind: all of them put before the first
 * user prompt (a string content, with PLANTED_TICKET for a user pattern) and again, one a line, to the first tool result, so they sit
 * in the range the first compaction summarises, as plain text and inside content blocks.
 */
export function plantSecrets(jsonl: string): string {
  const lines = jsonl.split("\n");
  const prompt = lines.findIndex((l) => /"type":"user"/.test(l) && /"content":"/.test(l));
  const result = lines.findIndex((l) => /"type":"tool_result"/.test(l) && /"content":"/.test(l));
  if (prompt < 0 || result < 0) throw new Error("the transcript has no user prompt or tool result");
  const all = PLANTED_SECRETS.map((p) => p.text).join("\n");
  const promptRecord = JSON.parse(lines[prompt] ?? "");
  // First, so a preview that shows a message's head shows them too.
  promptRecord.message.content = `${all}\nticket ${PLANTED_TICKET}\n${promptRecord.message.content}`;
  lines[prompt] = JSON.stringify(promptRecord);
  const resultRecord = JSON.parse(lines[result] ?? "");
  const block = resultRecord.message.content.find(
    (b: { type: string }) => b.type === "tool_result",
  );
  block.content = `${block.content}\n${all}`;
  lines[result] = JSON.stringify(resultRecord);
  return lines.join("\n");
}
