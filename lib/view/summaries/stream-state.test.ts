import { describe, expect, it } from "vitest";
import type { StreamEvent } from "./parse-sse";
import { applyStreamEvent, INITIAL_STREAM_STATE, type StreamState } from "./stream-state";
import { makeVariant } from "./testing/make-variant";

const created: StreamEvent = {
  event: "variant",
  data: makeVariant({ status: "streaming", text: "" }),
};
const text = (delta: string, outputTokens: number): StreamEvent => ({
  event: "text",
  data: { delta, outputTokens },
});
const run = (events: StreamEvent[]) => events.reduce(applyStreamEvent, INITIAL_STREAM_STATE);

describe("applyStreamEvent", () => {
  it.each<[string, StreamEvent[], Partial<StreamState>]>([
    ["starts connecting", [], { phase: "connecting", text: "" }],
    ["the variant event starts streaming", [created], { phase: "streaming" }],
    [
      "text accumulates with the tokens so far",
      [created, text("Sum", 1), text("mary", 2)],
      { text: "Summary", outputTokens: 2 },
    ],
    [
      "done takes the final text and figures",
      [
        created,
        text("Sum", 1),
        { event: "done", data: makeVariant({ text: "Summary: all", outputTokens: 9 }) },
      ],
      { phase: "done", text: "Summary: all", outputTokens: 9, failure: null },
    ],
    [
      "a done variant that failed is a failure with its reason",
      [
        created,
        {
          event: "done",
          data: makeVariant({
            status: "failed",
            text: "",
            failure: { code: "timeout", message: "m" },
          }),
        },
      ],
      { phase: "failed", failure: { code: "timeout", message: "m" } },
    ],
    [
      "a cancelled one says cancelled",
      [
        created,
        text("a", 1),
        { event: "done", data: makeVariant({ status: "cancelled", text: "" }) },
      ],
      { phase: "failed", text: "a", failure: { code: "cancelled", message: "" } },
    ],
    [
      "an error event fails",
      [created, { event: "error", data: { code: "overloaded", message: "m" } }],
      { phase: "failed", failure: { code: "overloaded", message: "m" } },
    ],
    [
      "nothing changes after the end",
      [created, { event: "error", data: { code: "x", message: "m" } }, text("late", 5)],
      { text: "", outputTokens: 0 },
    ],
  ])("%s", (_rule, events, expected) => {
    expect(run(events)).toMatchObject(expected);
  });

  it("does not mutate the state it is given", () => {
    const state = structuredClone(INITIAL_STREAM_STATE);
    applyStreamEvent(state, text("x", 1));
    expect(state).toEqual(INITIAL_STREAM_STATE);
  });
});
