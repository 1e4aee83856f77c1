import { describe, expect, it } from "vitest";
import { joinSlices } from "./registry";

describe("joinSlices", () => {
  it("joins the mechanisms' records in order", () => {
    expect(joinSlices([{ a: 1 }, { b: 2 }], "constant")).toEqual({ a: 1, b: 2 });
  });

  it("refuses a key two mechanisms claim", () => {
    expect(() => joinSlices([{ a: 1 }, { a: 2 }], "event kind")).toThrow(
      "event kind a is claimed twice",
    );
  });
});
