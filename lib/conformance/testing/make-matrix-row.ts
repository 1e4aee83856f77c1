import { NO_REMOTE_FLAGS, type MatrixRow } from "../matrix-schema";

/** A measured row for tests: 2.0.8 at 155,000 on usage alone, the engine agreeing. */
export function makeMatrixRow(overrides: Partial<MatrixRow> = {}): MatrixRow {
  return {
    harness: "claude-code",
    version: "2.0.8",
    kind: "cli.js",
    setting: "200k",
    model: "claude-sonnet-4-5-20250929",
    env: {},
    threshold: 155_000,
    preTokens: 155_000,
    countAdds: 0,
    countingRule: "usage alone",
    probes: 3,
    warmUp: false,
    summary: null,
    records: null,
    engine: {
      profile: "cc-2.0",
      threshold: 155_000,
      loneRoundThreshold: null,
      window: 200_000,
      preTokensOffset: 0,
      disagreements: [],
      requestDifferences: [],
    },
    microcompact: null,
    manual: null,
    promptTooLong: null,
    modelWindows: null,
    flags: NO_REMOTE_FLAGS,
    codex: null,
    failures: [],
    seconds: 1,
    measuredAt: "2026-11-23T00:00:00.000Z",
    ...overrides,
  };
}
