/**
 * A `/model` switch as Claude Code writes it: no field of the calls changes (`message.model` is
 * the API's id, the same with and without `[1m]`, which the client sends as a beta header), only
 * the command's output, `<local-command-stdout>Set model to …</local-command-stdout>`, in a user
 * record (the Agent SDK's set_model: 2.1.152 "Set model to claude-sonnet-4-5-20250929[1m]",
 * 2.1.332 with the name in backticks; 2.1.19 writes nothing) or a `local_command` system record. Interactive clients name
 * the model for people: "Set model to Sonnet 4.5 (1M context)".
 */

const STDOUT_OPEN = "<local-command-stdout>";
const SET_MODEL = /^<local-command-stdout>\s*Set model to\s+([\s\S]*?)\s*<\/local-command-stdout>/;
// Terminal styling (bold names) comes before the 1M test: "\u001b[1m" holds "[1m".
const ANSI_ESCAPE = /\u001b\[[0-9;]*m/g;
const ONE_MILLION = /\[1m\]|\b1M context\b/i;

export type ModelSet = { model: string; isOneMillion: boolean };

function stdoutOf(value: Record<string, unknown>): unknown {
  if (value.type === "system") return value.content;
  if (value.type !== "user") return undefined;
  const message = value.message;
  return typeof message === "object" && message !== null
    ? (message as Record<string, unknown>).content
    : undefined;
}

/**
 * The model a record says the session switched to, or null.
 *
 * @example
 * readModelSet({ type: "user", message: { content: "<local-command-stdout>Set model to Sonnet 4.5 (1M context)</local-command-stdout>" } })
 * // { model: "Sonnet 4.5 (1M context)", isOneMillion: true }
 */
export function readModelSet(value: Record<string, unknown>): ModelSet | null {
  const content = stdoutOf(value);
  if (typeof content !== "string" || !content.startsWith(STDOUT_OPEN)) return null;
  const match = SET_MODEL.exec(content.replace(ANSI_ESCAPE, ""));
  // 2.1.332 quotes the name in backticks: "Set model to `claude-opus-4-6[1m]`".
  const model = match?.[1]?.replace(/^`([^`]*)`$/, "$1");
  if (!model) return null;
  return { model, isOneMillion: ONE_MILLION.test(model) };
}
