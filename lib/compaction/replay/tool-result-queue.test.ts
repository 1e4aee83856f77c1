import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ToolResultQueue } from "./tool-result-queue";

/** The obvious quadratic version of seed 002's loop, to check the Fenwick trees against. */
function naiveSaving(
  active: number[],
  budget: number,
  keep: number,
): { saved: number; cleared: number } {
  const total = active.reduce((a, b) => a + b, 0);
  let saved = 0;
  let cleared = 0;
  active.forEach((tokens, i) => {
    if (i >= active.length - keep) return;
    if (total - saved > budget && cleared === i) {
      saved += tokens;
      cleared += 1;
    }
  });
  return { saved, cleared };
}

describe("ToolResultQueue", () => {
  it("plans like the naive loop after any mix of pushes, clears and removals", () => {
    const op = fc.oneof(
      fc.record({ push: fc.nat(5_000) }),
      fc.record({ clear: fc.nat(4) }),
      fc.record({ remove: fc.nat(30) }),
    );
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 60 }),
        fc.nat(20_000),
        fc.nat(5),
        (ops, budget, keep) => {
          const queue = new ToolResultQueue();
          const model: { id: string; tokens: number }[] = [];
          let next = 0;
          for (const o of ops) {
            if ("push" in o) {
              const id = `r${next++}`;
              queue.push(id, o.push, next);
              model.push({ id, tokens: o.push });
            } else if ("clear" in o) {
              const ids = queue.clearOldest(o.clear).cleared.map((r) => r.toolUseId);
              expect(ids).toEqual(model.slice(0, ids.length).map((r) => r.id));
              model.splice(0, ids.length);
            } else {
              const at = model.findIndex((r) => r.id === `r${o.remove}`);
              queue.remove(`r${o.remove}`);
              if (at >= 0) model.splice(at, 1);
            }
          }
          const tokens = model.map((r) => r.tokens);
          expect(queue.activeTokens).toBe(tokens.reduce((a, b) => a + b, 0));
          expect(queue.size).toBe(model.length);
          expect(queue.savingToBudget(budget, keep)).toEqual(naiveSaving(tokens, budget, keep));
        },
      ),
    );
  });
});
