import { uuid } from "./ids";
import type { Rng } from "./prng";
import { createProject } from "./project";
import { sessionTitle } from "./prose-synth";
import type { JsonRecord } from "./record-factory";
import {
  initialState,
  type ResolvedOptions,
  type SessionOptions,
  type SessionState,
} from "./session-state";
import { EngineCount } from "./engine-count";
import { runTurn } from "./turn";
import { SLUG_ADJECTIVES, SLUG_NAMES, SLUG_VERBS } from "./vocabulary";

const VERSIONS_1_0 = ["1.0.72", "1.0.88", "1.0.98", "1.0.108", "1.0.117", "1.0.119"];
/**
 * 2.1.19 microcompacts (2.1.0-2.1.21); the others compact at 167K with nothing cleared first
 * (2.1.69 on: the conformance lab saw 2.1.22-2.1.68 clear tool results above 147K, which keeps
 * a generated session under the threshold for megabytes), and predate 2.1.100's record fields.
 */
const VERSIONS_2_1 = ["2.1.19", "2.1.70", "2.1.76", "2.1.86", "2.1.92"];

/** Dates inside each era, so versions and timestamps agree (1.0.x in 2025, 2.1.x in 2026). */
const ERA_START_MS = { "1.0": Date.UTC(2025, 6, 1), "2.1": Date.UTC(2026, 0, 10) } as const;

export type SessionSetup = {
  sessionId?: string;
  cwd?: string;
  startTime?: number;
  version?: string;
};

/**
 * Where a version auto-compacts on `window`: the threshold of the replay engine's profile for
 * that version (1.0.x and 2.1.0-2.1.21 at window - 45K, 155K on 200K; 2.1.22+ at window - 33K).
 */
function versionThreshold(version: string, window: number): number {
  return new EngineCount(version, window).thresholds.autocompactThreshold;
}

/** Builds the initial state from options; every random choice comes from `rng`. */
export function createSession(rng: Rng, opts: ResolvedOptions, setup: SessionSetup): SessionState {
  const project = createProject(rng.fork("project"), setup.cwd);
  const drawn = rng.pick(opts.style === "1.0" ? VERSIONS_1_0 : VERSIONS_2_1);
  const version = setup.version ?? drawn;
  const sessionOpts: SessionOptions = {
    ...opts,
    autoCompactAt: opts.autoCompactAt ?? versionThreshold(version, opts.contextWindow),
  };
  const env = {
    style: opts.style,
    sessionId: setup.sessionId ?? uuid(rng),
    cwd: project.cwd,
    version,
    gitBranch: project.branch,
    slug: null,
  };
  const startTime =
    setup.startTime ??
    ERA_START_MS[opts.style] + rng.int(0, 80) * 86_400_000 + rng.int(8, 20) * 3_600_000;
  const slug = `${rng.pick(SLUG_ADJECTIVES)}-${rng.pick(SLUG_VERBS)}-${rng.pick(SLUG_NAMES)}`;
  return initialState(rng, sessionOpts, env, project, startTime, slug);
}

/**
 * The whole session as records: 1.0.x summary lines at the top, turns until the byte target is
 * reached, and (2.1.x) an ai-title after the first turn and sometimes a summary at the end.
 */
export function* runSession(s: SessionState): Generator<JsonRecord> {
  const { rng, env } = s;
  if (env.style === "1.0" && rng.chance(0.6)) {
    const n = rng.int(1, 2);
    for (let i = 0; i < n; i++)
      yield { type: "summary", summary: sessionTitle(rng), leafUuid: uuid(rng) };
  }
  const title = sessionTitle(rng);
  while (!s.stop) {
    // The engine's view of the check follows every record as it is written (before the next).
    for (const record of runTurn(s)) {
      s.engine.observe(record);
      yield record;
    }
    if (s.turnIndex === 1 && env.style === "2.1") {
      env.slug = s.slug;
      yield { type: "ai-title", aiTitle: title, sessionId: env.sessionId };
    }
  }
  if (env.style === "2.1" && rng.chance(0.5))
    yield { type: "summary", summary: title, leafUuid: s.last };
}
