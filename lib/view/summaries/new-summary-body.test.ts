import { describe, expect, it } from "vitest";
import { toNewSummaryBody, type NewSummaryBody, type NewSummaryForm } from "./new-summary-body";

const offline: NewSummaryForm = {
  provider: "offline",
  model: "",
  baseline: { kind: "last-user-messages", n: 5 },
  templateId: "",
  customInstructions: "",
};
const replayState = { profile: "cc-2.1" as const, overrides: { autocompactBufferTokens: 40_000 } };
const noState = { profile: "auto" as const, overrides: {} };

describe("toNewSummaryBody", () => {
  it.each<[string, NewSummaryForm, string, typeof replayState | typeof noState, NewSummaryBody]>([
    [
      "offline with defaults sends only the provider",
      offline,
      "recorded-u1",
      noState,
      { provider: "offline" },
    ],
    [
      "the model goes with Anthropic",
      { ...offline, provider: "anthropic", model: "claude-sonnet-4-5" },
      "recorded-u1",
      noState,
      { provider: "anthropic", model: "claude-sonnet-4-5" },
    ],
    [
      "a baseline is named by its model id, without template or instructions",
      { ...offline, provider: "baseline", templateId: "t1", customInstructions: "keep paths" },
      "recorded-u1",
      noState,
      { provider: "baseline", model: "baseline:last-user-messages:5" },
    ],
    [
      "a baseline at a replayed point keeps the page's replay",
      { ...offline, provider: "baseline", baseline: { kind: "mask-tool-outputs" } },
      "replayed-41",
      replayState,
      { provider: "baseline", model: "baseline:mask-tool-outputs", ...replayState },
    ],
    [
      "no model for offline",
      { ...offline, model: "claude-sonnet-4-5" },
      "recorded-u1",
      noState,
      { provider: "offline" },
    ],
    [
      "a template and trimmed instructions",
      { ...offline, templateId: "t1", customInstructions: "  keep file paths \n" },
      "recorded-u1",
      noState,
      { provider: "offline", templateId: "t1", customInstructions: "keep file paths" },
    ],
    [
      "blank instructions are left out",
      { ...offline, customInstructions: "  " },
      "recorded-u1",
      noState,
      { provider: "offline" },
    ],
    [
      "a replayed point carries the page's profile and overrides",
      offline,
      "replayed-42",
      replayState,
      { provider: "offline", profile: "cc-2.1", overrides: { autocompactBufferTokens: 40_000 } },
    ],
    ["a recorded point does not", offline, "recorded-u1", replayState, { provider: "offline" }],
    [
      "auto and no overrides are left out",
      offline,
      "replayed-42",
      noState,
      { provider: "offline" },
    ],
  ])("%s", (_rule, form, point, state, expected) => {
    expect(toNewSummaryBody(form, point, state)).toEqual(expected);
  });
});
