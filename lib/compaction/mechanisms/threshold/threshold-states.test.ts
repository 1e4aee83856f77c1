import { describe, expect, it } from "vitest";
import { computeThresholds } from "./compute-thresholds";
import { PROFILES } from "../../config/profiles";
import { thresholdStates } from "./threshold-states";

const cc20 = computeThresholds(PROFILES["cc-2.0"].values, 200_000);
const disabled = computeThresholds(
  { ...PROFILES["cc-2.0"].values, disableAutoCompact: true },
  200_000,
);

describe("thresholdStates", () => {
  it.each([
    [
      "half the limit left",
      77_500,
      cc20,
      { percentLeft: 50, isAboveWarningThreshold: false, isAboveAutoCompactThreshold: false },
    ],
    [
      "at the warning level",
      135_000,
      cc20,
      {
        isAboveWarningThreshold: true,
        isAboveErrorThreshold: true,
        isAboveAutoCompactThreshold: false,
      },
    ],
    [
      "at the threshold",
      155_000,
      cc20,
      { percentLeft: 0, isAboveAutoCompactThreshold: true, isAtBlockingLimit: false },
    ],
    [
      "past the limit clamps percentLeft to 0",
      170_000,
      cc20,
      { percentLeft: 0, isAtBlockingLimit: true },
    ],
    [
      "autocompact disabled never fires",
      166_000,
      disabled,
      { isAboveAutoCompactThreshold: false, isAtBlockingLimit: true, percentLeft: 1 },
    ],
  ])("%s", (_rule, tokens, thresholds, expected) => {
    expect(thresholdStates(tokens, thresholds)).toMatchObject(expected);
  });
});
