import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The real transcripts of ../shared/fixtures/real (read in place, never copied).
 * `REAL_FIXTURES_DIR` points elsewhere, so a run can prove every test skips without them.
 */
export const REAL_FIXTURES_DIR = path.resolve(
  process.cwd(),
  process.env.REAL_FIXTURES_DIR ?? "../shared/fixtures/real",
);

export const hasRealFixtures = existsSync(path.join(REAL_FIXTURES_DIR, "EXPECTED.json"));

if (!hasRealFixtures) {
  console.warn(
    `Real fixtures not found at ${REAL_FIXTURES_DIR}: the tests that read them are skipped.`,
  );
}

/**
 * What a figures script reads: the files named on its command line, or every real fixture
 * (none when they are absent).
 */
export function namedFilesOrFixtures(named: string[]): string[] {
  if (named.length > 0) return named;
  if (!hasRealFixtures) return [];
  return readdirSync(REAL_FIXTURES_DIR)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .map((name) => path.join(REAL_FIXTURES_DIR, name));
}

export type ExpectedFigures = {
  lines: number;
  records: number;
  invalidLines: { line: number; reason: string }[];
  apiCalls: number;
  sidechainApiCalls: number;
  maxContextTokens: number;
  compactions: {
    uuid: string;
    trigger: "auto" | "manual" | null;
    preTokens: number | null;
    postTokens: number | null;
    atCall: number;
    parentInFile: boolean;
  }[];
  microcompactions: number;
  cacheBreaks: { atCall: number; prevCacheRead: number; cacheRead: number; reason: string }[];
};

/** EXPECTED.json: the SPEC section 4 figures of each fixture from an independent implementation. */
export function readExpectedFigures(): [string, ExpectedFigures][] {
  if (!hasRealFixtures) return [];
  const raw = readFileSync(path.join(REAL_FIXTURES_DIR, "EXPECTED.json"), "utf8");
  return Object.entries(JSON.parse(raw) as Record<string, ExpectedFigures>);
}

export const fixturePath = (name: string) => path.join(REAL_FIXTURES_DIR, name);
