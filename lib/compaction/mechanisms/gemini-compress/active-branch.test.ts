import { describe, expect, it } from "vitest";
import {
  readSessionRecords,
  rewoundSession,
  geminiMessage,
  sessionMetadata,
  userText,
} from "../../../transcript/gemini/testing/session-lines";
import { replaySession } from "../../replay/replay-session";
import { activeBranch } from "./active-branch";

describe("activeBranch", () => {
  it("keeps the turns a rewind did not abandon", () => {
    const model = readSessionRecords(rewoundSession());
    expect(model.entries).toHaveLength(6);
    expect([...(activeBranch(model.entries, 0, 6) ?? [])].sort()).toEqual([0, 1, 4, 5]);
  });

  it("answers null for one line of history (nothing to leave out)", () => {
    const model = readSessionRecords([
      sessionMetadata(),
      userText("u1", "first"),
      geminiMessage("g1", "one", 1_000),
    ]);
    expect(activeBranch(model.entries, 0, 2)).toBeNull();
  });
});

describe("a compression after a rewind", () => {
  it("keeps nothing of the abandoned turn: it is not the history the client holds", () => {
    const records = (rewind: boolean) => [
      sessionMetadata(),
      // A first prompt of 100,000 tokens: the 70% summarised ends at the second prompt.
      userText("u1", "x".repeat(400_000)),
      geminiMessage("g1", "one", 100_000),
      userText("u2", "second"),
      geminiMessage("g2", "two", 101_000),
      // A turn of 25,000 tokens, then rewound (the client estimates what remains: no compression).
      userText("u3", "y".repeat(100_000)),
      geminiMessage("g3", "three", 130_000),
      ...(rewind ? [{ $rewindTo: "u3" }] : []),
      // The next turn is answered at 600,000 prompt tokens: the prompt after it compresses.
      userText("u4", "second, again"),
      geminiMessage("g4", "four", 600_000),
      userText("u5", "more"),
      geminiMessage("g5", "five", 3_000),
    ];
    const after = (rewind: boolean) =>
      replaySession(readSessionRecords(records(rewind))).events.find(
        (e) => e.kind === "gemini-compress",
      )?.tokensAfter ?? null;
    // Without the rewind its 25,000 tokens are in the newest 30% kept; after it, they are gone.
    const [kept, rewound] = [after(false), after(true)];
    expect(kept).not.toBeNull();
    expect(rewound).not.toBeNull();
    expect((kept ?? 0) - (rewound ?? 0)).toBeGreaterThan(24_000);
  });
});
