import { describe, expect, it } from "vitest";
import { asksForSecondInterrupt, preAnsweredConfig, readPane } from "./interactive-pane";

// Screens written for the test in the shape the client shows (a few words of each question,
// the option list, the spinner line), not captured copies.
const SCREENS: { name: string; screen: string; expected: ReturnType<typeof readPane> }[] = [
  {
    name: "the folder trust question: the first option is selected",
    screen:
      " Accessing workspace:\n /tmp/cc-work-x\n ❯ 1. Yes, I trust this folder\n   2. No, exit\n Enter to confirm",
    expected: { kind: "question", question: "trust this folder", keys: ["Enter"] },
  },
  {
    name: "the API key question: 'No' is selected, one up is 'Yes'",
    screen: "  Do you want to use this API key?\n    1. Yes\n  ❯ 2. No (recommended)",
    expected: { kind: "question", question: "use the API key", keys: ["Up", "Enter"] },
  },
  {
    name: "the onboarding's connectivity check failed: the client stops",
    screen:
      " Unable to connect to Anthropic services\n Failed to connect to api.anthropic.com: ECONNREFUSED",
    expected: { kind: "stopped", reason: "Unable to connect to Anthropic services" },
  },
  {
    name: "a turn runs",
    screen: "❯ Conformance probe\n✻ Brewing… (esc to interrupt)\n────\n❯ \n────",
    expected: { kind: "busy" },
  },
  {
    name: "a compaction runs",
    screen: "✻ Compacting conversation… (0s)\n────\n❯ \n────",
    expected: { kind: "busy" },
  },
  {
    name: "the prompt waits",
    screen: "● ok\n✻ Brewed for 0s\n────\n❯ \n────\n  ? for shortcuts",
    expected: { kind: "idle" },
  },
];

describe("readPane", () => {
  it.each(SCREENS)("$name", ({ screen, expected }) => {
    expect(readPane(screen)).toEqual(expected);
  });

  it("answers a question before reading a spinner left on screen behind it", () => {
    expect(readPane("✻ (esc to interrupt)\n ❯ 1. Yes, I trust this folder").kind).toBe("question");
  });
});

describe("asksForSecondInterrupt", () => {
  it.each([
    ["  Press Ctrl-C again to exit", true],
    ["❯ \n  ? for shortcuts", false],
  ])("%j -> %s", (screen, expected) => {
    expect(asksForSecondInterrupt(screen)).toBe(expected);
  });
});

describe("preAnsweredConfig", () => {
  it("answers onboarding, folder trust and the key (its last 20 characters) for one folder", () => {
    expect(preAnsweredConfig("/tmp/cc-work-1", "sk-ant-conformance-fake")).toEqual({
      hasCompletedOnboarding: true,
      theme: "dark",
      customApiKeyResponses: { approved: ["ant-conformance-fake"], rejected: [] },
      projects: {
        "/tmp/cc-work-1": { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true },
      },
    });
  });
});
