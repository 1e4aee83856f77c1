import { captureSession } from "./capture-session";
import { checkEngine } from "./check-engine";
import { checkThreshold, probeThreshold } from "./check-threshold";
import type { RemoteTraffic, Runnable } from "./drive-claude";
import { NO_REMOTE_FLAGS, type Disagreement, type MatrixRow } from "./matrix-schema";
import { findThreshold } from "./scenario-threshold";
import { runManualCompact, runPromptTooLong } from "./scenario-manual";
import { runMicrocompact } from "./scenario-microcompact";
import { runModelWindows } from "./scenario-model-windows";
import { SCENARIO_SETTING, type Setting } from "./settings";
import { compareWithEngine } from "./compare-request";
import { recordFacts, summaryRequestFacts } from "./summary-facts";

export type VersionUnderTest = Runnable & { version: string; kind: MatrixRow["kind"] };

/** The probe a disagreement came from, in front of its words; its kind stays as it is. */
function fromProbe(probe: number | null, d: Disagreement): Disagreement {
  return { kind: d.kind, message: `at ${probe}: ${d.message}` };
}

function describeCounting(countAdds: number | null): string {
  if (countAdds === null) return "unknown";
  return countAdds === 0 ? "usage alone" : `usage + estimate of what follows (+${countAdds} here)`;
}

/**
 * One version under one setting: scenario 1 (threshold), scenario 4 (summary request and
 * records, from the session at the threshold) and the engine's check on both confirming
 * sessions (compacts at the threshold, quiet one token below).
 *
 * @example
 * const row = await measureVersion(claude, SETTINGS[1], { log: console.log });
 * row.threshold // 155000 for 2.0.8
 */
export async function measureVersion(
  claude: VersionUnderTest,
  setting: Setting,
  options: {
    log?: (line: string) => void;
    turnTimeoutMs?: number;
    now?: () => Date;
    /** Keep the session at the threshold (transcript, the client's summary request) here. */
    captureDir?: string;
    /** Run scenario 5 (a default window per model name, 1 to 3 sessions each) under SCENARIO_SETTING. */
    modelWindows?: boolean;
    /** The remote flag set served (flag-sets.ts) and where its server is; none: traffic off. */
    flags?: { id: string; remote: RemoteTraffic };
    /**
     * The interactive client in a pane (drive-claude-interactive.ts): scenarios 1 and 4 only;
     * scenarios 2, 3 and 5 drive print mode's stream-json (tool files, /compact, set_model).
     */
    interactive?: boolean;
  } = {},
): Promise<MatrixRow> {
  const started = Date.now();
  const found = await findThreshold({
    claude,
    model: setting.model,
    window: setting.window,
    env: setting.env,
    usage: setting.usage,
    log: options.log,
    turnTimeoutMs: options.turnTimeoutMs,
    remote: options.flags?.remote,
    interactive: options.interactive,
  });
  const failures = [...found.failures];
  const at = found.atThreshold;
  const below = found.belowThreshold;
  let engine: MatrixRow["engine"] = null;
  const atText = at?.transcripts.map((t) => t.text).join("") ?? "";
  if (options.captureDir && at?.summaryRequest)
    await captureSession(options.captureDir, `${claude.version}-${setting.id}`, {
      transcript: atText,
      request: at.summaryRequest.body,
      env: setting.env,
    });
  const belowText = below?.transcripts.map((t) => t.text).join("") ?? "";
  if (at && atText && below && belowText) {
    try {
      const atCheck = checkEngine(atText, setting.env);
      const belowCheck = checkEngine(belowText, setting.env);
      const replayed = atCheck.replayedAuto[0];
      const preTokensOffset =
        replayed && at.preTokens !== null ? replayed.tokensBefore - at.preTokens : null;
      engine = {
        profile: atCheck.profile,
        threshold: atCheck.engineThreshold,
        loneRoundThreshold: atCheck.loneRoundThreshold,
        window: atCheck.window,
        preTokensOffset,
        disagreements: [
          ...checkThreshold(
            {
              version: atCheck.version ?? claude.version,
              setting: setting.id,
              preTokens: at.preTokens,
              highestQuiet: found.highestQuiet,
              countAdds: found.preTokensMinusUsage,
              checkOverPreTokens: preTokensOffset,
            },
            probeThreshold(
              {
                threshold: atCheck.engineThreshold,
                loneRoundThreshold: atCheck.loneRoundThreshold,
              },
              found.warmUp,
            ),
          ),
          ...atCheck.disagreements.map((d) => fromProbe(found.threshold, d)),
          ...belowCheck.disagreements.map((d) => fromProbe(found.highestQuiet, d)),
        ],
        requestDifferences: at.summaryRequest
          ? compareWithEngine(atText, at.summaryRequest.body, setting.env)
          : [],
      };
    } catch (error) {
      failures.push(
        `engine check threw: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } else if (found.threshold === null && below && belowText) {
    // Never compacted: the engine must not compact after the same top probe either.
    const quiet = checkEngine(belowText, setting.env);
    engine = {
      profile: quiet.profile,
      threshold: quiet.engineThreshold,
      loneRoundThreshold: quiet.loneRoundThreshold,
      window: quiet.window,
      preTokensOffset: null,
      disagreements: quiet.disagreements.map((d) => fromProbe(found.highestQuiet, d)),
      requestDifferences: [],
    };
  }
  const scenario3Input = {
    claude,
    model: setting.model,
    env: setting.env,
    turnTimeoutMs: options.turnTimeoutMs,
    remote: options.flags?.remote,
  };
  const isScenario3 = setting.id === SCENARIO_SETTING && !options.interactive;
  const microcompact = isScenario3
    ? await runMicrocompact({ ...scenario3Input, window: setting.window })
    : null;
  if (microcompact?.failure) failures.push(`microcompact: ${microcompact.failure}`);
  const clientCleared = microcompact?.clearedAtCalls.join(",");
  const engineCleared = microcompact?.engineMicrocompactCalls.join(",");
  if (engine && microcompact && clientCleared !== engineCleared)
    engine.disagreements.push({
      kind: "microcompact",
      message: `microcompact: the client cleared tool results before calls [${clientCleared}], the engine microcompacted before [${engineCleared}]`,
    });
  const manual = isScenario3 ? await runManualCompact(scenario3Input) : null;
  const promptTooLong = isScenario3 ? await runPromptTooLong(scenario3Input) : null;
  const modelWindows =
    isScenario3 && options.modelWindows
      ? await runModelWindows({
          claude,
          env: {},
          log: options.log,
          turnTimeoutMs: options.turnTimeoutMs,
          remote: options.flags?.remote,
        })
      : null;
  for (const found of modelWindows ?? []) {
    if (found.failure) failures.push(`model window ${found.model}: ${found.failure}`);
    engine?.disagreements.push(...found.disagreements);
  }
  if (manual?.failure) failures.push(`manual /compact: ${manual.failure}`);
  if (promptTooLong?.failure) failures.push(`prompt too long: ${promptTooLong.failure}`);
  // Each check writes its own kind (manual, reactive); the words say which scenario.
  if (engine && manual)
    engine.disagreements.push(
      ...manual.engineDisagreements.map((d) => ({
        ...d,
        message: `manual /compact: ${d.message}`,
      })),
    );
  if (engine && promptTooLong)
    engine.disagreements.push(
      ...promptTooLong.engineDisagreements.map((d) => ({
        ...d,
        message: `prompt too long: ${d.message}`,
      })),
    );
  return {
    harness: "claude-code",
    version: claude.version,
    kind: claude.kind,
    setting: setting.id,
    model: setting.model,
    env: setting.env,
    threshold: found.threshold,
    preTokens: at?.preTokens ?? null,
    countAdds: found.preTokensMinusUsage,
    countingRule: describeCounting(found.preTokensMinusUsage),
    probes: found.probes,
    warmUp: found.warmUp,
    summary: at?.summaryRequest ? summaryRequestFacts(at.summaryRequest.body) : null,
    records: atText ? recordFacts(atText) : null,
    engine,
    microcompact,
    manual,
    promptTooLong,
    modelWindows,
    flags: options.flags?.id ?? NO_REMOTE_FLAGS,
    ...(options.interactive ? { mode: "interactive" as const } : {}),
    codex: null,
    failures,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    measuredAt: (options.now?.() ?? new Date()).toISOString(),
  };
}
