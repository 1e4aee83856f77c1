import { z } from "zod";

/**
 * Zod schemas for the app's OpenCode transcript: JSONL whose first line is the session's info
 * and every other line one message `{ info, parts }`, the elements of `opencode export`'s
 * `messages` (opencode-lab-facts.md). Lenient like the other harnesses' schemas: a field of the
 * wrong type reads as absent, so a record we cannot fully read is still counted and kept.
 */
const text = z.string().nullable().default(null).catch(null);
const count = z.number().finite().nonnegative().default(0).catch(0);
const flag = z.boolean().default(false).catch(false);

/** The first line: the session's info (`id` "ses_...", `projectID`, `directory`, `version`). */
export const sessionInfoSchema = z.object({
  id: text,
  title: text,
  directory: text,
  version: text,
});

/** An assistant message's `tokens`: `input` excludes the cached part, `total` may be absent. */
export const messageTokensSchema = z
  .object({
    total: count,
    input: count,
    output: count,
    reasoning: count,
    cache: z.object({ read: count, write: count }).default({ read: 0, write: 0 }).catch({
      read: 0,
      write: 0,
    }),
  })
  .nullable()
  .default(null)
  .catch(null);
export type MessageTokens = NonNullable<z.infer<typeof messageTokensSchema>>;

/** A message's info: `role`, and for an assistant its tokens, model and whether a summary. */
export const messageInfoSchema = z.object({
  id: text,
  sessionID: text,
  role: text,
  parentID: text,
  modelID: text,
  summary: z.unknown().optional(),
  finish: text,
  tokens: messageTokensSchema,
  time: z
    .object({ created: z.number().finite().nullable().default(null).catch(null) })
    .default({ created: null })
    .catch({ created: null }),
});
export type MessageInfo = z.infer<typeof messageInfoSchema>;

/** One line of a message: its info and its parts, each part read by `partSchema`. */
export const messageLineSchema = z.object({
  info: messageInfoSchema,
  parts: z.array(z.unknown()).default([]).catch([]),
});

/**
 * One part. A tool call and its result are one part (`state.output` once it completed); a
 * compaction is a `compaction` part on a user message, with `tail_start_id` when a tail is kept.
 */
export const partSchema = z.object({
  type: text,
  text: text,
  synthetic: flag,
  tool: text,
  callID: text,
  mime: text,
  auto: flag,
  tail_start_id: text,
  state: z
    .object({
      status: text,
      input: z.unknown().optional(),
      output: text,
      error: text,
      time: z
        .object({ compacted: z.number().nullable().default(null).catch(null) })
        .default({ compacted: null })
        .catch({ compacted: null }),
    })
    .nullable()
    .default(null)
    .catch(null),
});
export type Part = z.infer<typeof partSchema>;
