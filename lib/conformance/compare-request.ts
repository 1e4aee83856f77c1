import { z } from "zod";
import { buildSummaryRequest } from "../compaction/summary-request/build-summary-request";
import { SUMMARY_SYSTEM_PROMPT } from "../compaction/summary-request/default-summary-prompt";
import { preservedUuids } from "../compaction/summary-request/preserved-uuids";
import { parseRawLine, rangeLines } from "../compaction/summary-request/range-lines";
import { replaySession } from "../compaction/replay/replay-session";
import { sessionVersion } from "../compaction/config/resolve-profile";
import type { SummaryMessage } from "../compaction/summary-request/summary-request-types";
import { overridesForEnv } from "../compaction/config/env-overrides";
import { modelFromText } from "./check-engine";
import { DELIBERATE_REQUEST_DIFFERENCES } from "./deliberate-request-differences";
import { paragraphsMissing, promptShape } from "./prompt-shape";

/**
 * Scenario 4's comparison: the engine's request for the transcript's first recorded compaction
 * (its summarised records read back by line, as lib/services/summaries/summary-request.ts does, in the
 * shape of the transcript's version) against the request the client sent, field by field. A
 * difference listed in deliberate-request-differences.ts carries its reason; any other is a
 * finding.
 */

export type RequestDifference = {
  field: string;
  client: string;
  engine: string;
  /** Why the builder differs on purpose (deliberate-request-differences.ts); absent: a finding. */
  deliberate?: string;
};

const blockSchema = z.looseObject({ type: z.string(), text: z.string().optional() });
const messageSchema = z.looseObject({
  role: z.string(),
  content: z.union([z.string(), z.array(blockSchema)]),
});
const requestSchema = z.looseObject({
  model: z.string(),
  max_tokens: z.number(),
  system: z.union([z.string(), z.array(blockSchema)]).optional(),
  messages: z.array(messageSchema),
  tools: z.array(z.looseObject({ name: z.string().optional() })).optional(),
  thinking: z.unknown().optional(),
  temperature: z.number().optional(),
  context_management: z.unknown().optional(),
});

type Message = z.infer<typeof messageSchema> | SummaryMessage;

/** JSON with object keys sorted, so key order never counts as a difference. */
function show(value: unknown): string {
  if (typeof value === "string") return value;
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : typeof v === "object" && v !== null
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v;
  return JSON.stringify(sorted(value)) ?? "none";
}

/** A message's text blocks, whitespace collapsed (tool blocks by their JSON). */
function texts(message: Message | undefined): string[] {
  if (message === undefined) return [];
  const blocks =
    typeof message.content === "string"
      ? [{ type: "text", text: message.content }]
      : (message.content as readonly { type: string; text?: string }[]);
  return blocks.map((b) =>
    (b.type === "text" ? (b.text ?? "") : JSON.stringify(b)).replace(/\s+/g, " ").trim(),
  );
}

/** The last user message split into what came before the prompt (the pending message) and the prompt. */
function splitPrompt(messages: readonly Message[]): { pending: string[]; prompt: string } {
  const last = messages.findLast((m) => m.role === "user");
  const blocks = texts(last);
  const raw =
    last === undefined
      ? ""
      : typeof last.content === "string"
        ? last.content
        : ((last.content as readonly { type: string; text?: string }[]).at(-1)?.text ?? "");
  return { pending: blocks.slice(0, -1), prompt: raw };
}

const isReminder = (text: string) => text.startsWith("<system-reminder>");

/** Blocks that are not system reminders: what the user, the model and the tools said. */
const spoken = (blocks: readonly string[]) => blocks.filter((t) => !isReminder(t));

/** Indexes of the summarised messages whose engine text the client's message does not hold. */
function messagesNotCarried(client: readonly Message[], engine: readonly Message[]): number[] {
  const missing: number[] = [];
  for (let i = 0; i < engine.length - 1; i++) {
    const have = texts(client[i]).join(" ");
    if (!spoken(texts(engine[i])).every((t) => have.includes(t))) missing.push(i);
  }
  return missing;
}

const reminders = (messages: readonly Message[]) =>
  messages.flatMap((m) => texts(m)).filter(isReminder).length;

export function compareWithEngine(
  transcript: string,
  clientBody: unknown,
  env: Record<string, string> = {},
): RequestDifference[] {
  const model = modelFromText(transcript);
  const { overrides } = overridesForEnv(env, sessionVersion(model));
  const result = replaySession(model, { overrides });
  const recorded = result.recorded.find((r) => r.kind === "compaction");
  if (!recorded || recorded.kind !== "compaction" || recorded.summarised === null)
    return [
      {
        field: "range",
        client: "a compaction",
        engine: "no recorded compaction with a summarised range",
      },
    ];
  const lines = rangeLines(model, recorded.summarised);
  const text = transcript.split("\n");
  const records = text.flatMap((line, i) => (lines.has(i + 1) ? [parseRawLine(line)] : []));
  const boundaryLine = model.compactions.find((b) => b.uuid === recorded.uuid)?.line;
  const engine = buildSummaryRequest({
    records,
    model: model.models[0] ?? "claude-sonnet-4-5",
    version: model.calls[recorded.atCall - 1]?.version ?? sessionVersion(model),
    // Set by CLAUDE_CODE_MAX_OUTPUT_TOKENS, else the model's own limit (model-windows.ts).
    ...(result.config.maxOutputTokens.overridden
      ? { maxOutputTokens: Number(result.config.maxOutputTokens.value) }
      : {}),
    window: result.window.tokens,
    includeSidechains: true,
    preservedUuids:
      boundaryLine === undefined ? [] : preservedUuids(parseRawLine(text[boundaryLine - 1] ?? "")),
  }).request;
  const parsed = requestSchema.safeParse(clientBody);
  if (!parsed.success) return [{ field: "body", client: "unparsed", engine: "a request" }];
  const c = parsed.data;
  const clientSystem =
    typeof c.system === "string" ? [c.system] : (c.system ?? []).map((s) => s.text ?? "");
  const diffs: RequestDifference[] = [];
  const compare = (field: string, clientValue: unknown, engineValue: unknown) => {
    if (show(clientValue) === show(engineValue)) return;
    const deliberate = DELIBERATE_REQUEST_DIFFERENCES[field];
    diffs.push({
      field,
      client: show(clientValue),
      engine: show(engineValue),
      ...(deliberate === undefined ? {} : { deliberate }),
    });
  };
  const isSummarizer = (text: string) => text.trim() === SUMMARY_SYSTEM_PROMPT;
  compare("model", c.model, engine.model);
  compare("max_tokens", c.max_tokens, engine.max_tokens);
  compare("temperature", c.temperature ?? null, engine.temperature ?? null);
  compare("thinking", c.thinking ?? null, engine.thinking ?? null);
  compare("context_management", c.context_management ?? null, engine.context_management ?? null);
  compare(
    "tools",
    (c.tools ?? []).map((t) => t.name ?? "?"),
    (engine.tools ?? []).map((t) => t.name),
  );
  compare(
    "system: the summarizer prompt",
    clientSystem.some(isSummarizer),
    isSummarizer(engine.system),
  );
  compare(
    "system: blocks",
    `${clientSystem.length} (${clientSystem.reduce((n, s) => n + s.length, 0)} chars)`,
    `1 (${engine.system.length} chars)`,
  );
  compare(
    "roles",
    c.messages.map((m) => m.role[0]).join(""),
    engine.messages.map((m) => m.role[0]).join(""),
  );
  compare("summarised messages not carried", messagesNotCarried(c.messages, engine.messages), []);
  compare("system reminders", reminders(c.messages), reminders(engine.messages));
  const client = splitPrompt(c.messages);
  const ours = splitPrompt(engine.messages);
  compare("pending user message before the prompt", spoken(client.pending), spoken(ours.pending));
  const clientPrompt = promptShape(client.prompt);
  const enginePrompt = promptShape(ours.prompt);
  compare("prompt: sections", clientPrompt.sections, enginePrompt.sections);
  compare("prompt: no-tools frame", clientPrompt.frame, enginePrompt.frame);
  compare(
    "prompt: paragraphs only the client has",
    paragraphsMissing(enginePrompt.paragraphs, clientPrompt.paragraphs),
    [],
  );
  compare(
    "prompt: paragraphs only the engine has",
    [],
    paragraphsMissing(clientPrompt.paragraphs, enginePrompt.paragraphs),
  );
  return diffs;
}
