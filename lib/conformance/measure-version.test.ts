import { describe, expect, it } from "vitest";
import { startClaudeSession, TURN_SETTLE_MS } from "./drive-claude";
import { measureVersion } from "./measure-version";
import { runManualCompact, runPromptTooLong } from "./scenario-manual";
import type { Setting } from "./settings";
import { SCRIPTED_CLAUDE } from "./testing/scripted-claude";

/** The lab end to end against the fake server, with the scripted client (never a real version). */
const setting = (env: Record<string, string>): Setting => ({
  id: "scripted",
  model: "claude-sonnet-4-5-20250929",
  window: 200_000,
  env,
});

describe("measureVersion with a scripted client", () => {
  it.each([
    [
      "a 2.0.x client at 155,000 on usage alone",
      { SCRIPTED_THRESHOLD: "155000" },
      155_000,
      155_000,
      0,
    ],
    [
      "a 2.1.x client at 167,000 counting the pending message",
      { SCRIPTED_THRESHOLD: "167000", SCRIPTED_COUNT_ADDS: "1", SCRIPTED_VERSION: "2.1.63" },
      166_992,
      167_000,
      8,
    ],
  ])(
    "finds %s to the token, and the engine agrees",
    async (_name, env, threshold, preTokens, countAdds) => {
      const row = await measureVersion(SCRIPTED_CLAUDE, setting(env));
      expect(row).toMatchObject({ threshold, preTokens, countAdds, failures: [] });
      expect(row.engine?.disagreements).toEqual([]);
      expect(row.records?.compactMetadataKeys).toEqual(["preTokens", "trigger"]);
      expect(row.summary).toMatchObject({
        maxTokens: 20_000,
        tools: [],
        promptStartsWith: "merged-user-message",
      });
    },
    60_000,
  );

  it("measures a client that keeps the last round out of the summary after a warm-up round", async () => {
    const row = await measureVersion(
      SCRIPTED_CLAUDE,
      setting({ SCRIPTED_THRESHOLD: "155000", SCRIPTED_KEEPS_LAST_ROUND: "1" }),
    );
    expect(row).toMatchObject({
      threshold: 155_000,
      preTokens: 155_000,
      warmUp: true,
      failures: [],
    });
  }, 60_000);

  it("reports the engine's disagreement when the client compacts where the profile does not", async () => {
    const row = await measureVersion(SCRIPTED_CLAUDE, setting({ SCRIPTED_THRESHOLD: "150001" }));
    expect(row.threshold).toBe(150_001);
    expect(row.engine?.disagreements.map((d) => d.kind)).toEqual([
      "threshold",
      "missed-compaction",
    ]);
    expect(row.engine?.disagreements.map((d) => d.message).join("\n")).toMatch(
      /auto-compacted before call 1 at preTokens 150001; the engine \(cc-2.0, threshold 155000\) did not/,
    );
  }, 60_000);

  it("records a client that never compacts below the window as a fact, not a failure", async () => {
    const row = await measureVersion(SCRIPTED_CLAUDE, setting({ SCRIPTED_THRESHOLD: "10000000" }));
    // One probe, and the same again after a warm-up round.
    expect(row).toMatchObject({ threshold: null, failures: [], probes: 2, warmUp: false });
    // The engine attempts a compaction (over 155,000, its request over the window: predicted to
    // fail) where this client did not: a disagreement to report.
    expect(row.engine?.disagreements.map((d) => d.kind)).toEqual(["failed-attempt"]);
  }, 60_000);
});

describe("startClaudeSession", () => {
  it("waits TURN_SETTLE_MS after a result line before the next user line (2.1.69 loses a compaction otherwise)", async () => {
    // Answers each line with a result carrying the time it arrived, and when its result went out.
    const echo = `require("node:readline").createInterface({ input: process.stdin }).on("line", () => {
      const at = Date.now();
      process.stdout.write(JSON.stringify({ type: "result", subtype: "success", at }) + "\\n");
    });`;
    const session = await startClaudeSession({
      claude: { command: process.execPath, args: ["-e", echo, "--"] },
      model: "m",
      baseUrl: "http://127.0.0.1:9",
    });
    const first = await session.send("one");
    const second = await session.send("two");
    await session.close();
    const at = (o: typeof first) => (o.ok ? Number(o.result.at) : NaN);
    expect(at(second) - at(first)).toBeGreaterThanOrEqual(TURN_SETTLE_MS);
  });

  it.each([
    [
      "off: told to fetch nothing",
      undefined,
      ["CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "DISABLE_TELEMETRY"],
      ["HTTPS_PROXY"],
    ],
    [
      "on: sent to the lab's proxy, trusting its CA",
      { proxyUrl: "http://127.0.0.1:9", caFile: "/tmp/ca.pem" },
      ["HTTPS_PROXY", "NODE_EXTRA_CA_CERTS", "NO_PROXY"],
      ["CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "DISABLE_TELEMETRY"],
    ],
  ])("runs the client with remote traffic %s", async (_name, remote, present, absent) => {
    const printEnv = `require("node:readline").createInterface({ input: process.stdin }).on("line", () => {
      process.stdout.write(JSON.stringify({ type: "result", subtype: "success", env: Object.keys(process.env) }) + "\\n");
    });`;
    const session = await startClaudeSession({
      claude: { command: process.execPath, args: ["-e", printEnv, "--"] },
      model: "m",
      baseUrl: "http://127.0.0.1:9",
      remote,
    });
    const outcome = await session.send("env?");
    await session.close();
    const names = outcome.ok ? (outcome.result.env as string[]) : [];
    for (const name of present) expect(names).toContain(name);
    for (const name of absent) expect(names).not.toContain(name);
  });

  it("kills a client that writes no result line in time and says so", async () => {
    const session = await startClaudeSession({
      claude: { command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)", "--"] },
      model: "m",
      baseUrl: "http://127.0.0.1:9",
      turnTimeoutMs: 300,
    });
    const outcome = await session.send("hello");
    expect(outcome).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no result line within 300 ms: killed/),
    });
    const end = await session.close();
    expect(end).toMatchObject({ killed: true, transcripts: [] });
  });
});

describe("scenario 3 with a scripted client", () => {
  const input = (env: Record<string, string> = {}) => ({
    claude: SCRIPTED_CLAUDE,
    model: "claude-sonnet-4-5-20250929",
    env,
  });

  it.each([
    ["a client that summarises a lone round", {}],
    // Without the warm-up round this client has nothing to summarise (2.1.153 to 2.1.268).
    ["a client that keeps the last round out of the summary", { SCRIPTED_KEEPS_LAST_ROUND: "1" }],
  ])(
    "sends /compact with its instructions to %s, and the engine replays it at its call",
    async (_name, env) => {
      expect(await runManualCompact(input(env))).toEqual({
        compacted: true,
        trigger: "manual",
        preTokens: 50_000,
        preTokensMinusUsage: 0,
        instructionsInPrompt: true,
        engineDisagreements: [],
        failure: null,
      });
    },
  );

  it.each([
    [
      "an error from a 2.0.x client, as cc-2.0 predicts",
      {},
      { reactiveCompaction: false, retried: false, trigger: null, resultIsError: true },
      [],
    ],
    [
      "a reactive compaction and retry from a 2.1.153 client keeping the last round, as cc-2.1-reactive predicts",
      { SCRIPTED_REACTIVE: "1", SCRIPTED_KEEPS_LAST_ROUND: "1", SCRIPTED_VERSION: "2.1.153" },
      { reactiveCompaction: true, retried: true, trigger: "auto", resultIsError: false },
      [],
    ],
    [
      "a reactive compaction from a 2.1.152 client: the engine's profile has none, a disagreement",
      { SCRIPTED_REACTIVE: "1", SCRIPTED_VERSION: "2.1.152" },
      { reactiveCompaction: true, retried: true, trigger: "auto", resultIsError: false },
      ["reactive"],
    ],
    [
      "an error from a 2.1.200 client: the engine's profile compacts reactively, a disagreement",
      { SCRIPTED_VERSION: "2.1.200" },
      { reactiveCompaction: false, retried: false, trigger: null, resultIsError: true },
      ["reactive"],
    ],
  ])("answers a 400 prompt-too-long with %s", async (_name, env, finding, kinds) => {
    const found = await runPromptTooLong(input(env));
    expect(found).toMatchObject({ ...finding, failure: null });
    expect(found.engineDisagreements.map((d) => d.kind)).toEqual(kinds);
  });
});
