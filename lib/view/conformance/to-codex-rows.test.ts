import { describe, expect, it } from "vitest";
import type { MatrixRow } from "../../conformance/matrix-schema";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { describeCodexChecks, toCodexTableRows } from "./to-codex-rows";

const codexFacts: NonNullable<MatrixRow["codex"]> = {
  window: 258_400,
  sentModel: "gpt-6.1-sol",
  provider: "custom",
  compaction: "local",
  checkedAt: "next-turn",
  countsOutput: true,
  request: {
    endpoint: "/v1/responses",
    items: "tddddiuap",
    tools: 0,
    instructionsChars: 0,
    promptFirstLine: "Summarise.",
    promptChars: 426,
    pendingMessageIncluded: false,
  },
  rebuiltItems: "tddddiusu",
  rollout: {
    compactedKeys: ["message", "replacement_history"],
    summaryReadable: true,
    summaryAsAssistantItem: true,
    zeroUsageAfter: true,
  },
  engineNotChecked: "engine has no Codex profile (auto picked cc-2.1)",
};

const codexRow = (overrides: Partial<MatrixRow>) =>
  makeMatrixRow({
    harness: "codex",
    kind: "native",
    version: "0.169.0",
    setting: "default",
    model: "gpt-6.1-sol",
    threshold: 244_800,
    preTokens: 244_800,
    engine: null,
    codex: codexFacts,
    ...overrides,
  });

describe("toCodexTableRows", () => {
  it("says the threshold, its share of the reported window, where it is checked and what the rollout holds", () => {
    const [row] = toCodexTableRows([codexRow({})]);
    expect(row).toMatchObject({
      version: "0.169.0",
      model: "default: gpt-6.1-sol",
      window: "258,400",
      threshold: "244,800",
      ofWindow: "94.7%",
      checkedAt: "next turn",
      counting: "total_tokens",
      request: "tddddiuap, 426-char prompt",
      rebuilt: "tddddiusu",
      summary: "readable, also as an assistant item, zero usage after",
      engine: "-",
      status: "not checked",
      isProblem: false,
    });
    expect(row?.notes).toContain(
      "not checked against the engine: engine has no Codex profile (auto picked cc-2.1)",
    );
  });

  it("puts the newest version first and keeps the models in the file's order", () => {
    const rows = toCodexTableRows([
      codexRow({ version: "0.45.0", setting: "gpt-5-codex", model: "gpt-5-codex" }),
      codexRow({ version: "0.45.0", setting: "o3", model: "o3" }),
      codexRow({ version: "0.100.0" }),
    ]);
    expect(rows.map((r) => `${r.version} ${r.model}`)).toEqual([
      "0.100.0 default: gpt-6.1-sol",
      "0.45.0 gpt-5-codex",
      "0.45.0 o3",
    ]);
  });

  it.each([
    {
      what: "a remote compaction under the OpenAI provider",
      provider: "openai" as const,
      compaction: "remote" as const,
      model: "default+provider=openai: gpt-6.1-sol, remote compaction",
    },
    {
      what: "a remote compaction under the OpenAI provider signed in with ChatGPT",
      provider: "openai-chatgpt" as const,
      compaction: "remote" as const,
      model: "default+provider=openai-chatgpt: gpt-6.1-sol, remote compaction",
    },
    {
      what: "a local compaction under the OpenAI provider (a release before remote compaction)",
      provider: "openai" as const,
      compaction: "local" as const,
      model: "default+provider=openai: gpt-6.1-sol, local compaction",
    },
    {
      what: "the lab's own provider",
      provider: "custom" as const,
      compaction: "local" as const,
      model: "default: gpt-6.1-sol",
    },
    {
      what: "a row measured before the option",
      provider: undefined,
      compaction: undefined,
      model: "default: gpt-6.1-sol",
    },
  ])("names $what in the setting column", ({ provider, compaction, model }) => {
    const setting =
      provider === undefined || provider === "custom" ? "default" : `default+provider=${provider}`;
    const [row] = toCodexTableRows([
      codexRow({ setting, codex: { ...codexFacts, provider, compaction } }),
    ]);
    expect(row?.model).toBe(model);
  });

  it.each([
    {
      what: "no compaction up to twice the window",
      failures: [],
      threshold: "never",
      status: "not checked",
    },
    {
      what: "a failed run",
      failures: ["probe at 2000: exited 2"],
      threshold: "-",
      status: "FAILED",
    },
  ])("reads a null threshold after $what as $threshold", ({ failures, threshold, status }) => {
    const [row] = toCodexTableRows([
      codexRow({
        threshold: null,
        preTokens: null,
        failures,
        codex: { ...codexFacts, request: null, rollout: null },
      }),
    ]);
    expect(row).toMatchObject({ threshold, ofWindow: "-", status, request: "-", summary: "-" });
  });

  it("tells a run of the TUI from the exec run of the same version and setting", () => {
    const [tui, exec] = toCodexTableRows([
      codexRow({ version: "0.74.0", threshold: null, preTokens: null }),
      codexRow({ version: "0.74.0", mode: "interactive" }),
    ]).sort((a, b) => a.threshold.localeCompare(b.threshold));
    expect([tui?.model, tui?.threshold]).toEqual(["default: gpt-6.1-sol, in the TUI", "244,800"]);
    expect([exec?.model, exec?.threshold]).toEqual(["default: gpt-6.1-sol", "never"]);
    expect(tui?.id).not.toBe(exec?.id);
  });

  it("marks a disagreement with the engine and lists it in the notes", () => {
    const [row] = toCodexTableRows([
      codexRow({
        engine: {
          profile: "codex-0.169",
          threshold: 244_800,
          loneRoundThreshold: null,
          window: 272_000,
          preTokensOffset: null,
          disagreements: [{ kind: "missed-compaction", message: "before call 2" }],
          requestDifferences: [],
        },
        codex: { ...codexFacts, engineNotChecked: null },
      }),
    ]);
    expect(row?.status).toBe("DISAGREES (1)");
    expect(row?.isProblem).toBe(true);
    expect(row?.engine).toBe("codex-0.169 244,800");
    expect(row?.notes).toContain("engine disagrees before call 2");
  });
});

describe("describeCodexChecks", () => {
  it("counts each outcome once and names every reason a check did not run, once", () => {
    const agreeing = codexRow({
      engine: {
        profile: "codex-0.169",
        threshold: 244_800,
        loneRoundThreshold: null,
        window: 272_000,
        preTokensOffset: 0,
        disagreements: [],
        requestDifferences: [],
      },
      codex: { ...codexFacts, engineNotChecked: null },
    });
    expect(
      describeCodexChecks([
        agreeing,
        codexRow({}),
        codexRow({ version: "0.45.0" }),
        codexRow({ failures: ["probe at 1000: exited 2"] }),
      ]),
    ).toBe(
      "4 runs: 1 agree with the engine, 0 disagree, 1 failed, 2 not checked (engine has no Codex profile (auto picked cc-2.1)).",
    );
  });
});
