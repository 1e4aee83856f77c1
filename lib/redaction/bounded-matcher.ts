import vm from "node:vm";
import { z } from "zod";
import type { UserMatcher } from "./redactor";

/**
 * Time one user pattern may take over one batch of strings. A linear pattern reads megabytes
 * in this; one that backtracks catastrophically is cut off here instead of holding the server.
 */
export const PATTERN_BUDGET_MS = 250;

// Runs inside a fresh context: only `texts` and `source` are in it, and V8 interrupts a
// running regex when the script's timeout passes (node:vm `timeout`), which a plain call
// cannot do.
const MATCH_ALL = new vm.Script(`(() => {
  const re = new RegExp(source, "gu");
  const out = [];
  for (let i = 0; i < texts.length; i++)
    for (const m of texts[i].matchAll(re))
      if (m[0].length > 0) out.push(i, m.index, m.index + m[0].length);
  return out;
})()`);

const matchTriplesSchema = z.array(z.number().int().nonnegative());

/**
 * The user's patterns (checked by checkUserPattern) as a matcher over a batch of strings, each
 * pattern run once over the whole batch under `budgetMs`; a pattern that runs out of time
 * finds nothing in that batch and is named in `timedOut`.
 */
export function boundedUserMatcher(
  patterns: readonly string[],
  budgetMs = PATTERN_BUDGET_MS,
): UserMatcher {
  return (texts) => {
    const spans: ReturnType<UserMatcher>["spans"] = texts.map(() => []);
    const timedOut: string[] = [];
    for (const source of patterns) {
      let found: unknown;
      try {
        found = MATCH_ALL.runInContext(vm.createContext({ texts, source }), { timeout: budgetMs });
      } catch (error) {
        if ((error as { code?: string }).code !== "ERR_SCRIPT_EXECUTION_TIMEOUT") throw error;
        timedOut.push(source);
        continue;
      }
      // Triples (string index, start, end), flat: one array crosses the context cheaply.
      const flat = matchTriplesSchema.parse(found);
      for (let k = 0; k + 2 < flat.length; k += 3) {
        const [index, start, end] = flat.slice(k, k + 3);
        if (index !== undefined && start !== undefined && end !== undefined)
          spans[index]?.push({ kind: "custom", start, end });
      }
    }
    return { spans, timedOut };
  };
}
