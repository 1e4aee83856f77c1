import { describe, expect, it } from "vitest";
import { replayRequestSchema } from "@/lib/compaction/config/replay-request-schema";
import { DEFAULT_INSPECTOR_STATE, toReplayRequest } from "@/lib/view/session/inspector-url";
import { BASELINE_REQUEST } from "./baseline-request";

describe("BASELINE_REQUEST", () => {
  it("is a request the replay route accepts", () => {
    expect(replayRequestSchema.parse(BASELINE_REQUEST)).toEqual(BASELINE_REQUEST);
  });

  it("is, as text, the page's request under the default constants: one fetch serves both", () => {
    expect(JSON.stringify(toReplayRequest(DEFAULT_INSPECTOR_STATE))).toBe(
      JSON.stringify(BASELINE_REQUEST),
    );
  });
});
