import { describe, expect, it } from "vitest";
import { memoByObject } from "./memo-by-object";

function makeCounter() {
  const calls: string[] = [];
  const memo = memoByObject(
    (owner: { name: string }, args: { n: number }) => {
      calls.push(`${owner.name}:${args.n}`);
      return { value: args.n * 2 };
    },
    (args) => String(args.n),
    2,
  );
  return { calls, memo };
}

describe("memoByObject", () => {
  it("computes once per owner and key, and answers the same object after", () => {
    const { calls, memo } = makeCounter();
    const owner = Object.freeze({ name: "a" });
    const first = memo(owner, { n: 1 });
    expect(memo(owner, { n: 1 })).toBe(first);
    expect(memo({ name: "b" }, { n: 1 })).not.toBe(first);
    expect(calls).toEqual(["a:1", "b:1"]);
  });

  it("keeps the most recent keys of an owner up to its limit", () => {
    const { calls, memo } = makeCounter();
    const owner = { name: "a" };
    for (const n of [1, 2, 3, 1]) memo(owner, { n });
    // 1 was dropped when 3 came in (limit 2), so asking for it again recomputes it.
    expect(calls).toEqual(["a:1", "a:2", "a:3", "a:1"]);
  });
});
