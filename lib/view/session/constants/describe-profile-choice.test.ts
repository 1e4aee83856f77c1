import { describe, expect, it } from "vitest";
import type { Fit } from "@/lib/compaction/fit/fit-settings";
import { makeFit, PCT_80_SETTING } from "@/lib/view/session/events/testing/make-replay";
import { describeAutoChoice, describeFittedChoice } from "./describe-profile-choice";

const replay = (
  fitted: Fit | null | undefined,
  profileReason = "2.1.80 in 2.1.69 until 2.1.153",
) => ({
  profile: "cc-2.1-quiet" as const,
  profileReason,
  recordsCompactions: true,
  ...(fitted === undefined ? {} : { fit: fitted }),
});

describe("describeFittedChoice", () => {
  it.each([
    [
      "before any replay",
      null,
      false,
      "auto plus the settings the recorded compactions imply (an environment variable or a model window the file does not record)",
    ],
    [
      "a what-if replay, which carries no fit",
      replay(undefined),
      false,
      "auto plus the settings the recorded compactions imply (an environment variable or a model window the file does not record)",
    ],
    [
      "auto reproduces everything",
      replay(null),
      false,
      "Same as auto: auto reproduces every recorded compaction",
    ],
    [
      "a format that records no compactions (the fit tries nothing)",
      { ...replay(null), profile: "gemini" as const, recordsCompactions: false },
      false,
      "Same as auto: this file's format records no compactions, so there is nothing to fit",
    ],
    [
      "no setting does better",
      replay(makeFit({ settings: [], reproduces: 0 })),
      false,
      "Same as auto: no setting this version reads reproduces more than 0 of 2 recorded compactions",
    ],
    [
      "a Gemini CLI session, whose settings the fit does not know",
      { ...replay(makeFit({ settings: [], reproduces: 0 })), profile: "gemini" as const },
      false,
      "Same as auto: the fit knows no Gemini CLI setting yet",
    ],
    [
      "settings that reproduce more",
      replay(makeFit({ settings: [PCT_80_SETTING], reproduces: 2 })),
      false,
      "auto plus CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80, fitted from the file: reproduces 2 of 2 recorded compactions (auto: 0)",
    ],
    [
      "chosen: what it resolved to",
      replay(
        makeFit({ settings: [PCT_80_SETTING], reproduces: 2 }),
        "fitted from the file: CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80; 2.1.80 in 2.1.69 until 2.1.153",
      ),
      true,
      "Resolved to cc-2.1-quiet: fitted from the file: CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80; 2.1.80 in 2.1.69 until 2.1.153",
    ],
  ])("%s", (_, given, isSelected, expected) => {
    expect(describeFittedChoice(given, isSelected)).toBe(expected);
  });
});

describe("describeAutoChoice", () => {
  it("says what auto resolved to once chosen and replayed", () => {
    expect(describeAutoChoice(replay(null), true)).toBe(
      "Resolved to cc-2.1-quiet: 2.1.80 in 2.1.69 until 2.1.153",
    );
    expect(describeAutoChoice(null, true)).toBe(
      "Picks by the harness that wrote the transcript (Claude Code, Codex CLI, Gemini CLI, OpenCode), its version and model",
    );
  });
});
