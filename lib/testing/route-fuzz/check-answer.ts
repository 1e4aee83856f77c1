import { z } from "zod";
import { ERROR_STATUS } from "../../errors";

/** Every status the API documents (SPEC section 2, lib/errors.ts): a 500 is never one. */
export const DOCUMENTED_STATUSES = new Set([
  200, 201, 202, 204, 400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 503,
]);

// An upload's answer adds `transcripts` and `failures` beside `error`.
const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]),
    message: z.string().min(1),
  }),
});

/** What a server's own frames look like in text: a stack, a source path, a module folder. */
const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\.tsx?:\d+/;

/** One answer as the fuzzer judged it: what it was, and what is wrong with it. */
export type Verdict = { status: number; code: string | null; problems: string[] };

/**
 * Judges an answer by the API's rules: a documented status, and for every error the JSON error
 * shape (its code matching its status) with no stack trace or source path.
 */
export async function checkAnswer(response: Response): Promise<Verdict> {
  const { status } = response;
  const isStream = /^text\/event-stream\b/.test(response.headers.get("content-type") ?? "");
  if (isStream && status < 400) {
    // A stream of changes never ends by itself: its answer is its status; the reader hangs up.
    await response.body?.cancel();
    return {
      status,
      code: null,
      problems: DOCUMENTED_STATUSES.has(status) ? [] : [`status ${status} is not documented`],
    };
  }
  const text = await response.text();
  const problems: string[] = [];
  if (!DOCUMENTED_STATUSES.has(status)) problems.push(`status ${status} is not documented`);
  // A success may hold anything a transcript holds (a `file.ts:12` too); an error never.
  if (status < 400) return { status, code: null, problems };
  if (STACK_TRACE.test(text)) problems.push("the body holds a stack trace or a source path");

  if (!/^application\/json\b/.test(response.headers.get("content-type") ?? ""))
    problems.push(`an error typed ${response.headers.get("content-type")}, not JSON`);
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    problems.push(`an error body that is not JSON: ${text.slice(0, 80)}`);
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) {
    problems.push(
      `an error body not of the shape { error: { code, message } }: ${text.slice(0, 80)}`,
    );
    return { status, code: null, problems };
  }
  const { code } = parsed.data.error;
  if (ERROR_STATUS[code] !== status) problems.push(`code ${code} answered with status ${status}`);
  return { status, code, problems };
}
