import { harnessLabRow } from "../harness-lab-row";
import type { MatrixRow } from "../matrix-schema";
import { checkPruneEngine } from "./check-prune-engine";
import { probePrune } from "./drive-prune";
import type { OpenCodeCommand } from "./install-opencode";
import { DEFAULT_LAB_MODEL, expectedThreshold, LAB_MODELS } from "./lab-models";
import { OPENCODE_LAB_FLAGS } from "./measure-opencode";
import { pruneCaseFacts, type PruneCase, type PruneFacts } from "./prune-facts";

/**
 * The prune lab's cases, each the first prompt's read outputs in tokens, oldest first; then
 * three prompts, so prune (run after a prompt's loop, the last two turns skipped) reaches the
 * reads after the third. The newest four outputs make the protected 40,000 exactly.
 */
export const PRUNE_CASES = {
  /** 20,000 beyond the protected 40,000: PRUNE_MINIMUM not exceeded. */
  minimumAt: [10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
  /** 20,001 beyond it: cleared. */
  minimumAbove: [10_001, 10_000, 10_000, 10_000, 10_000, 10_000],
  /** 40,000 protected to the token, 21,000 beyond: the two older outputs cleared. */
  protectAt: [10_500, 10_500, 10_000, 10_000, 10_000, 10_000],
  /** 40,001 with the third: it crosses PRUNE_PROTECT and is cleared whole with the two older. */
  protectCrossed: [10_500, 10_500, 10_001, 10_000, 10_000, 10_000],
} as const;

type PruneSetting = Pick<PruneFacts, "setting" | "driver"> & {
  cases: (keyof typeof PRUNE_CASES)[];
};

/** The settings the prune lab runs (`--prune --models <these>`). */
export const PRUNE_SETTINGS: Readonly<Record<string, PruneSetting>> = {
  "prune-serve": {
    setting: "true",
    driver: "server",
    cases: ["minimumAt", "minimumAbove", "protectAt", "protectCrossed"],
  },
  "default-serve": { setting: "unset", driver: "server", cases: ["protectCrossed"] },
  "prune-run": { setting: "true", driver: "run", cases: ["protectCrossed"] },
  "default-run": { setting: "unset", driver: "run", cases: ["protectCrossed"] },
};

const LATER_PROMPTS = 3;

/**
 * One OpenCode version under one prune setting: each case on the real client (prompts through
 * `opencode serve` or lone `opencode run`s, on claude-sonnet-4-5's limits), what it found and
 * cleared after which prompt and what the next request sent instead, and the engine's replay of
 * the final export. A matrix row under the harness "opencode", its setting naming the prune
 * setting and the driver.
 */
export async function measurePrune(
  opencode: OpenCodeCommand,
  settingName: string,
  log: (line: string) => void = () => undefined,
  now: () => Date = () => new Date(),
): Promise<MatrixRow> {
  const started = Date.now();
  const setting = PRUNE_SETTINGS[settingName];
  if (!setting) throw new Error(`no prune setting ${settingName}`);
  const model = DEFAULT_LAB_MODEL;
  const limits = LAB_MODELS[model]!;
  const failures: string[] = [];
  const cases: PruneCase[] = [];
  const disagreements: NonNullable<MatrixRow["engine"]>["disagreements"] = [];
  let profile: string | null = null;
  for (const name of setting.cases) {
    const probe = await probePrune(opencode, model, limits, {
      outputTokens: PRUNE_CASES[name],
      laterRuns: LATER_PROMPTS,
      mode: setting.driver,
      ...(setting.setting === "true" ? { compaction: { prune: true } } : {}),
    });
    if (probe.failure) failures.push(`${name}: ${probe.failure}`);
    // A lone run exits before its prune: the engine is told prune is off there.
    const told = setting.driver === "run" ? false : setting.setting === "true" ? true : null;
    const check = checkPruneEngine(probe.exports.at(-1), limits, told);
    if (check.ok) {
      profile = check.profile;
      disagreements.push(
        ...check.disagreements.map((d) => ({ ...d, message: `${name}: ${d.message}` })),
      );
    } else failures.push(`${name}: engine not checked: ${check.reason}`);
    const facts = pruneCaseFacts(probe, check.ok ? check.cleared : null);
    log(
      `  ${opencode.version} ${settingName} ${name}: cleared ${facts.cleared.join(", ") || "nothing"}`,
    );
    cases.push(facts);
  }
  return harnessLabRow(
    {
      harness: "opencode",
      version: opencode.version,
      kind: "native",
      setting: `prune ${settingName}`,
      model,
      env: {},
      threshold: null,
      preTokens: null,
      countAdds: null,
      countingRule: "prune: round(characters / 4) of each finished tool output (Token.estimate)",
      probes: cases.length,
      engine:
        profile === null
          ? null
          : {
              profile,
              threshold: expectedThreshold(limits),
              loneRoundThreshold: null,
              window: limits.context,
              preTokensOffset: null,
              disagreements,
              requestDifferences: [],
            },
      flags: OPENCODE_LAB_FLAGS,
      opencode: {
        limits,
        compactionRequests: 0,
        promptFirstLine: null,
        compactionInExport: false,
        prune: { setting: setting.setting, driver: setting.driver, cases },
      },
      failures,
    },
    started,
    now,
  );
}
