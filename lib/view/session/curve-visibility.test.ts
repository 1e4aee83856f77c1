import { describe, expect, it } from "vitest";
import { isCurveInView } from "./curve-visibility";

const VIEW = { top: 44, bottom: 800 };

describe("isCurveInView", () => {
  it.each([
    ["wholly inside the view", { top: 100, bottom: 600 }, true],
    ["touching both edges", { top: 44, bottom: 800 }, true],
    ["its top under the sticky bar", { top: 30, bottom: 500 }, false],
    ["scrolled above the view", { top: -900, bottom: -400 }, false],
    ["its bottom below the fold", { top: 500, bottom: 1000 }, false],
    ["below the fold", { top: 1400, bottom: 1900 }, false],
    ["taller than the view, its top on screen", { top: 60, bottom: 1200 }, true],
    ["taller than the view, its top below the fold", { top: 820, bottom: 2000 }, false],
  ])("%s: %j gives %s", (_, curve, expected) => {
    expect(isCurveInView(curve, VIEW)).toBe(expected);
  });
});
