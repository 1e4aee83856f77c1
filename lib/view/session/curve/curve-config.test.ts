import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CURVE_SERIES, MARKER_STYLES, THRESHOLD_LINES } from "./curve-config";

const css = readFileSync(
  path.resolve(__dirname, "../../../../components/session/curve/token-curve.module.css"),
  "utf8",
);
const colours = [
  ...Object.entries(CURVE_SERIES),
  ...Object.entries(THRESHOLD_LINES),
  ...Object.entries(MARKER_STYLES),
].map(([key, { color }]) => [key, color] as const);

describe("curve colours", () => {
  it.each(colours)("%s is a CSS variable with its light value as fallback", (_key, color) => {
    expect(color).toMatch(/^var\(--[\w-]+, #[0-9a-f]{6}\)$/);
  });

  it.each(colours)("%s has a light and a dark value in the curve's CSS module", (_key, color) => {
    const [, name, fallback] = /^var\((--[\w-]+), (#[0-9a-f]{6})\)$/.exec(color) ?? [];
    const values = [...css.matchAll(new RegExp(`${name}: (#[0-9a-f]{6});`, "g"))].map((m) => m[1]);
    expect(values).toHaveLength(2);
    expect(values[0]).toBe(fallback);
    expect(values[1]).not.toBe(fallback);
  });
});
