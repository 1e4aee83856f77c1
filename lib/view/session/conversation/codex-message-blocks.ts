import { z } from "zod";
import { ENCRYPTED_SUMMARY_REASON } from "@/lib/contracts/summary-source";
import type { ConversationBlock } from "./message-blocks";
import { describeTextSize } from "./text-size";
import { toToolCallView } from "./tool-call";

/** The sentence shown where the summary of a remote Codex compaction would be. */
export const ENCRYPTED_SUMMARY_TEXT = ENCRYPTED_SUMMARY_REASON;

const ENCRYPTED_TYPES = new Set(["compaction", "compaction_summary", "context_compaction"]);

const lineSchema = z.object({
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
const textPart = z.object({ type: z.string().optional(), text: z.string() });
const itemSchema = z.looseObject({
  type: z.string().optional(),
  role: z.string().optional(),
  content: z.unknown().optional(),
  summary: z.unknown().optional(),
  name: z.string().optional(),
  arguments: z.unknown().optional(),
  input: z.unknown().optional(),
  call_id: z.string().optional(),
  id: z.string().optional(),
  output: z.unknown().optional(),
  action: z.unknown().optional(),
});
const compactedSchema = z.object({
  message: z.string().catch(""),
  replacement_history: z.array(z.unknown()).nullable().optional().catch(null),
});
/** A shell's output as older releases wrote it: JSON text with the exit code beside it. */
const shellOutputSchema = z.object({
  output: z.string(),
  metadata: z.object({ exit_code: z.number() }).optional(),
});

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? String(value);

/** Whether a record is a Codex rollout line (`{ timestamp, type, payload }`). */
export function isCodexLine(record: unknown): boolean {
  return lineSchema.safeParse(record).success;
}

/**
 * What one Codex rollout line says, as the conversation's blocks: message text, reasoning
 * folded as thinking, tool calls with their arguments, outputs folded with their size, and a
 * compacted line's summary (or that it is encrypted). Other lines show their payload as JSON.
 *
 * @example
 * toCodexMessageBlocks({ type: "compacted", payload: { message: "", replacement_history: [{ type: "compaction", encrypted_content: "gA" }] } })
 * // [{ kind: "other", title: "summary", text: ENCRYPTED_SUMMARY_TEXT }]
 */
export function toCodexMessageBlocks(record: unknown): ConversationBlock[] {
  const line = lineSchema.safeParse(record);
  if (!line.success) return [];
  const { type, payload } = line.data;
  if (type === "compacted") return compactedBlocks(payload);
  if (type !== "response_item") return [{ kind: "other", title: type, text: pretty(payload) }];
  const item = itemSchema.parse(payload);
  switch (item.type) {
    case "message":
      return texts(item.content).map((text) => ({ kind: "text", text }));
    case "reasoning": {
      const text = [...texts(item.summary), ...texts(item.content)].join("\n\n");
      const size = describeTextSize(text);
      return [{ kind: "thinking", text, size, summary: `Reasoning · ${size.label}` }];
    }
    case "function_call":
      return [
        toolCall(
          item.call_id ?? "",
          item.name ?? "function",
          withCommandLine(parseArguments(item.arguments)),
        ),
      ];
    case "custom_tool_call":
      return [toolCall(item.call_id ?? "", item.name ?? "tool", { input: item.input })];
    case "local_shell_call":
      return [toolCall(item.call_id ?? item.id ?? "", "local_shell", withCommandLine(item.action))];
    case "function_call_output":
    case "custom_tool_call_output":
      return [toolResult(item.call_id ?? "", item.output)];
    default:
      return [{ kind: "other", title: item.type ?? "item", text: pretty(payload) }];
  }
}

function compactedBlocks(payload: Record<string, unknown>): ConversationBlock[] {
  const compacted = compactedSchema.parse(payload);
  if (compacted.message !== "") return [{ kind: "text", text: compacted.message }];
  const isEncrypted = (compacted.replacement_history ?? []).some((item) => {
    const type = (item as { type?: unknown } | null)?.type;
    return typeof type === "string" && ENCRYPTED_TYPES.has(type);
  });
  const text = isEncrypted ? ENCRYPTED_SUMMARY_TEXT : "This compaction recorded no summary.";
  return [{ kind: "other", title: "summary", text }];
}

function toolCall(id: string, name: string, input: unknown): ConversationBlock {
  return { kind: "tool-call", call: toToolCallView({ id, name, input }) };
}

/** Arguments are JSON text; text the records endpoint cut (or that is not JSON) stays text. */
function parseArguments(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return { arguments: value };
  }
}

const argvSchema = z.array(z.string()).min(1);
const SHELLS = new Set(["bash", "zsh", "sh", "/bin/bash", "/bin/zsh", "/bin/sh"]);

/**
 * A shell call's argv as the command line a reader recognises: the script of `bash -lc
 * <script>`, else the words joined. Inputs without an argv `command` are left as they are.
 */
function withCommandLine(input: unknown): unknown {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  const argv = argvSchema.safeParse(record.command);
  if (!argv.success) return input;
  const [shell, flag, script] = argv.data;
  const isShellScript =
    argv.data.length === 3 && SHELLS.has(shell ?? "") && (flag === "-lc" || flag === "-c");
  return { ...record, command: isShellScript ? script : argv.data.join(" ") };
}

function toolResult(toolUseId: string, output: unknown): ConversationBlock {
  let text: string;
  let isError = false;
  if (typeof output === "string") {
    const shell = parseShellOutput(output);
    text = shell?.output ?? output;
    isError = shell?.metadata !== undefined && shell.metadata.exit_code !== 0;
  } else if (Array.isArray(output)) {
    text = texts(output).join("\n\n");
  } else {
    const object = z
      .object({ content: z.unknown(), success: z.boolean().optional() })
      .safeParse(output);
    const content = object.success ? object.data.content : output;
    text = typeof content === "string" ? content : texts(content).join("\n\n") || pretty(content);
    isError = object.success && object.data.success === false;
  }
  const size = describeTextSize(text);
  return {
    kind: "tool-result",
    toolUseId,
    text,
    size,
    isError,
    images: [],
    summary: `${isError ? "Error" : "Output"} · ${size.label}`,
  };
}

function parseShellOutput(output: string): z.infer<typeof shellOutputSchema> | null {
  if (!output.startsWith('{"output"')) return null;
  try {
    return shellOutputSchema.safeParse(JSON.parse(output)).data ?? null;
  } catch {
    return null;
  }
}

/** The texts of a list of parts (`{ text }`), or of a plain string. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((part) => {
    const parsed = textPart.safeParse(part);
    return parsed.success ? [parsed.data.text] : [];
  });
}
