import { z } from "zod";
import { hasNestedQuantifier } from "./nested-quantifier";

/** Longest pattern a user may save: enough for any key format, too short to hide a program. */
export const MAX_PATTERN_CHARS = 200;
export const MAX_PATTERNS = 50;

/**
 * Why a user's pattern cannot run, as a sentence; null when it can. Turned down: what does not
 * compile, what matches the empty string (it would redact nothing and loop), backreferences
 * and lookbehinds (they defeat the time bound's cheap checks), and nested quantifiers such as
 * `(a+)+` (catastrophic backtracking). What passes still runs under a time bound
 * (bounded-matcher.ts): a slow pattern that slips through is skipped and reported, never a hang.
 *
 * @example
 * checkUserPattern("ACME-[0-9]{8}") // null
 * checkUserPattern("(a+)+$") // "repeats a group that repeats itself ..."
 */
export function checkUserPattern(source: string): string | null {
  let compiled: RegExp;
  try {
    compiled = new RegExp(source, "u");
  } catch (error) {
    return `is not a valid regular expression (${error instanceof Error ? error.message : String(error)}).`;
  }
  if (/\\[1-9]|\\k</.test(source)) return "uses a backreference, which can take exponential time.";
  if (/\(\?<[=!]/.test(source)) return "uses a lookbehind, which the time bound cannot keep cheap.";
  if (hasNestedQuantifier(source))
    return "repeats a group that repeats itself (like (a+)+), which can take exponential time.";
  if (compiled.test("")) return "matches the empty string, so it would redact nothing.";
  return null;
}

/** The user's extra patterns as a request or a stored column carries them, each checked. */
export const userPatternsSchema = z
  .array(z.string().trim().min(1, "a pattern cannot be empty").max(MAX_PATTERN_CHARS))
  .max(MAX_PATTERNS)
  .superRefine((patterns, ctx) => {
    patterns.forEach((pattern, i) => {
      const reason = checkUserPattern(pattern);
      if (reason !== null)
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `Pattern ${JSON.stringify(pattern)} ${reason}`,
        });
    });
  });
