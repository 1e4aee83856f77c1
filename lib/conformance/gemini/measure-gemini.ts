import { bisectThreshold } from "../codex/bisect-threshold";
import type { MatrixRow } from "../matrix-schema";
import { harnessLabRow } from "../harness-lab-row";
import {
  geminiCompressionPoint,
  geminiTokenLimit,
} from "../../compaction/mechanisms/gemini-compress/token-limit";
import { PROFILES } from "../../compaction/config/profiles";
import { profileForVersion } from "../../compaction/config/resolve-profile";
import { checkGeminiEngine } from "./check-gemini-engine";
import { checkGeminiDocument, isSessionDocument } from "./check-gemini-document";
import { compareGeminiRequest } from "./compare-gemini-request";
import { systemText } from "./fake-gemini-api";
import { probeGemini, type GeminiProbe } from "./drive-gemini";
import type { GeminiCommand } from "./install-gemini";

const FLOOR = 1_000;

export type GeminiMeasureOptions = {
  /** Probe only at the engine's threshold and a token below it (about 12 s), no search. */
  quick?: boolean;
  log?: (line: string) => void;
  now?: () => Date;
};

/** What the compression requests of a probe that compressed show. */
function compressionFacts(probe: GeminiProbe): NonNullable<MatrixRow["gemini"]> {
  const compressions = probe.requests.filter((r) => r.kind === "compression");
  const first = compressions[0];
  return {
    compressionModel: first?.model ?? null,
    compressionRequests: compressions.length,
    promptFirstLine: first ? (systemText(first.body).split("\n")[0] ?? null) : null,
    // A release that writes one JSON document records no compression in it.
    snapshotInFile:
      probe.session.includes('"$set":{"messages"') && probe.session.includes("<state_snapshot>"),
  };
}

/**
 * One Gemini CLI version under one model: the smallest prompt-token count reported before a
 * check after which it compresses, to the token (compressed at X, not at X - 1; a bisection,
 * or with `quick` only the engine's threshold and a token below it), what its compression
 * requests are, and the engine's check on the two session files. A matrix row under the
 * harness "gemini-cli".
 */
export async function measureGemini(
  gemini: GeminiCommand,
  model: string,
  options: GeminiMeasureOptions = {},
): Promise<MatrixRow> {
  const started = Date.now();
  const failures: string[] = [];
  const log = options.log ?? (() => undefined);
  // The rule the engine holds for this version (older releases: read from their packages).
  const profile = PROFILES[profileForVersion(gemini.version, "gemini-cli").id];
  const expected = geminiCompressionPoint(
    profile.values.geminiCompressionThreshold,
    geminiTokenLimit(model),
  );
  let threshold: number | null;
  let probes: number;
  if (options.quick) {
    threshold = expected;
    probes = 0;
  } else {
    const search = await bisectThreshold(
      async (tokens) => {
        const probe = await probeGemini(gemini, model, tokens);
        if (probe.failure && !probe.compressed)
          failures.push(`probe at ${tokens}: ${probe.failure}`);
        log(`  ${gemini.version} ${model}: ${tokens} ${probe.compressed ? "compresses" : "quiet"}`);
        return probe.compressed;
      },
      FLOOR,
      expected * 4,
    );
    threshold = search.threshold;
    probes = search.probes;
  }
  let engine: MatrixRow["engine"] = null;
  let facts: MatrixRow["gemini"] = null;
  if (threshold !== null) {
    const at = await probeGemini(gemini, model, threshold);
    const below = await probeGemini(gemini, model, threshold - 1);
    probes += 2;
    for (const [name, probe] of [
      ["at", at],
      ["below", below],
    ] as const)
      if (probe.failure) failures.push(`probe ${name} ${threshold}: ${probe.failure}`);
    if (!at.compressed) failures.push(`the session at ${threshold} did not compress`);
    if (below.compressed) failures.push(`the session at ${threshold - 1} compressed`);
    facts = compressionFacts(at);
    const check = isSessionDocument(at.session)
      ? checkGeminiDocument(at.session, below.session, gemini.version, threshold)
      : checkGeminiEngine(at.session, below.session);
    const captured = at.requests.find((request) => request.kind === "compression");
    if (check.ok)
      engine = {
        ...check.engine,
        requestDifferences: captured ? compareGeminiRequest(captured.body, at.session, model) : [],
      };
    else failures.push(`engine not checked: ${check.reason}`);
  }
  return harnessLabRow(
    {
      harness: "gemini-cli",
      version: gemini.version,
      kind: "cli.js",
      setting: model,
      model,
      env: {},
      threshold,
      // The check compares the last response's promptTokenCount itself: the count is the report.
      preTokens: threshold,
      countAdds: threshold === null ? null : 0,
      countingRule: "last response's promptTokenCount (usageMetadata)",
      probes,
      engine,
      flags: "none: API key against 127.0.0.1",
      gemini: facts,
      failures,
    },
    started,
    options.now,
  );
}
