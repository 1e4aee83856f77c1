import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatInteger,
  formatPercent,
  formatTokens,
  formatUsd,
  formatUsdPrecise,
} from "./format-number";

describe("formatTokens", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1_000, "1K"],
    [1_049, "1K"],
    [1_050, "1.1K"],
    [155_933, "155.9K"],
    [200_000, "200K"],
    [999_949, "999.9K"],
    [999_960, "1M"],
    [1_250_000, "1.3M"],
    [-2_500, "-2.5K"],
  ])("prints %d as %s with one decimal and no trailing .0", (value, expected) => {
    expect(formatTokens(value)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])(
    "prints a dash for a missing value (%s), never NaN",
    (value) => {
      expect(formatTokens(value)).toBe("—");
    },
  );
});

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [999, "999 B"],
    [1_000, "1 kB"],
    [1_500, "1.5 kB"],
    [3_580_082, "3.6 MB"],
    [99_940_000, "99.9 MB"],
    [155_300_000, "155 MB"],
    [999_999, "1 MB"],
    [1_073_741_824, "1.1 GB"],
  ])("prints %d bytes as %s in SI units", (value, expected) => {
    expect(formatBytes(value)).toBe(expected);
  });

  it("prints a dash for negative or missing sizes", () => {
    expect([formatBytes(-1), formatBytes(null), formatBytes(Number.NaN)]).toEqual(["—", "—", "—"]);
  });
});

describe("formatInteger and formatPercent", () => {
  it.each([
    [155_933, "155,933"],
    [0, "0"],
    [1_234_567.6, "1,234,568"],
  ])("groups %d as %s whatever the runtime locale", (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });

  it("rounds a fraction to a whole percent", () => {
    expect([formatPercent(0.7797), formatPercent(1.245), formatPercent(null)]).toEqual([
      "78%",
      "125%",
      "—",
    ]);
  });
});

describe("formatUsd and formatUsdPrecise", () => {
  it.each([
    [12.3449, "$12.34", "$12.34"],
    [1234.5, "$1,234.50", "$1,234.50"],
    [0, "$0.00", "$0.00"],
    [0.004, "<$0.01", "$0.0040"],
    [0.031_52, "$0.03", "$0.0315"],
    [0.000_01, "<$0.01", "<$0.0001"],
    [null, "—", "—"],
  ])("%s -> %s (table), %s (one call)", (value, table, precise) => {
    expect(formatUsd(value)).toBe(table);
    expect(formatUsdPrecise(value)).toBe(precise);
  });
});
