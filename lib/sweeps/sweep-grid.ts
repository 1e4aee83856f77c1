import { z } from "zod";
import { REQUESTABLE_PROFILES } from "../compaction/config/replay-request-schema";
import { CONSTANT_NAMES, replayConfigSchema } from "../compaction/config/replay-config";
import {
  replayRequestSchema,
  type ParsedReplayRequest,
} from "../compaction/config/replay-request-schema";

/** Settings one sweep may hold: 24 is the benchmark's grid, 200 leaves room for three axes. */
export const MAX_SWEEP_SETTINGS = 200;
/** Replays one sweep may plan (sessions x settings): the benchmark's 24,000 with room to spare. */
export const MAX_SWEEP_REPLAYS = 250_000;
/** Values one constant may take in a grid. */
export const MAX_GRID_VALUES = 100;
/** The grid key that sweeps profiles rather than a constant. */
export const PROFILE_AXIS = "profile";

const fmt = (n: number) => n.toLocaleString("en-US");

/** `{ constant: [values] }` as posted; each constant and value is checked by `expandGrid`. */
export const sweepGridSchema = z
  .record(
    z.string().min(1).max(100),
    z
      .array(z.unknown())
      .min(1, "at least one value")
      .max(MAX_GRID_VALUES, `at most ${MAX_GRID_VALUES} values`),
  )
  .refine((grid) => Object.keys(grid).length <= 8, "at most 8 constants");
export type SweepGrid = z.infer<typeof sweepGridSchema>;

/** One grid point: constant -> value (and `profile` when the grid sweeps profiles). */
export type SweepSetting = Record<string, unknown>;

export type GridExpansion =
  { ok: true; settings: SweepSetting[] } | { ok: false; issues: z.core.$ZodIssue[] };

function issue(path: (string | number)[], message: string): z.core.$ZodIssue {
  return { code: "custom", path, message, input: undefined };
}

function valueSchema(name: string): z.ZodType | null {
  if (name === PROFILE_AXIS) return z.enum(REQUESTABLE_PROFILES);
  return (CONSTANT_NAMES as string[]).includes(name)
    ? (replayConfigSchema.shape as Record<string, z.ZodType>)[name]!
    : null;
}

/** Every value of every axis against that constant's own schema and bounds, with its path. */
function checkValues(grid: SweepGrid): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  for (const [name, values] of Object.entries(grid)) {
    const schema = valueSchema(name);
    if (schema === null) {
      issues.push(issue(["grid", name], `unknown constant "${name}"`));
      continue;
    }
    values.forEach((value, i) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success)
        for (const inner of parsed.error.issues)
          issues.push({ ...inner, path: ["grid", name, i, ...inner.path] });
    });
  }
  return issues;
}

/** The cartesian product, first axis slowest: {a:[1,2], b:[3,4]} -> a1b3, a1b4, a2b3, a2b4. */
function product(grid: SweepGrid): SweepSetting[] {
  let settings: SweepSetting[] = [{}];
  for (const [name, values] of Object.entries(grid))
    settings = settings.flatMap((setting) =>
      values.map((value) => ({ ...setting, [name]: value })),
    );
  return settings;
}

/**
 * The replay request of one setting: the sweep's profile unless the setting sweeps profiles,
 * the rest as overrides.
 *
 * @example requestOfSetting("auto", { autocompactBufferTokens: 8_000 })
 * // { profile: "auto", overrides: { autocompactBufferTokens: 8000 } }
 */
export function requestOfSetting(profile: string, setting: SweepSetting): ParsedReplayRequest {
  const { [PROFILE_AXIS]: swept, ...overrides } = setting;
  return replayRequestSchema.parse({ profile: swept ?? profile, overrides });
}

/**
 * Expands a grid into its settings, checking every constant and value against the replay
 * request schema and the constants' bounds (a bad one is an issue naming it), then the size:
 * at most MAX_SWEEP_SETTINGS settings and MAX_SWEEP_REPLAYS replays over `sessions` sessions.
 *
 * @example expandGrid({ maxOutputTokens: [20_000, 32_000] }, "auto", 3) // 2 settings
 */
export function expandGrid(grid: SweepGrid, profile: string, sessions: number): GridExpansion {
  const issues = checkValues(grid);
  if (issues.length > 0) return { ok: false, issues };
  const count = Object.values(grid).reduce((n, values) => n * values.length, 1);
  if (count > MAX_SWEEP_SETTINGS)
    return {
      ok: false,
      issues: [
        issue(["grid"], `${fmt(count)} settings: at most ${fmt(MAX_SWEEP_SETTINGS)} per sweep`),
      ],
    };
  if (count * sessions > MAX_SWEEP_REPLAYS)
    return {
      ok: false,
      issues: [
        issue(
          ["grid"],
          `${fmt(sessions)} sessions x ${fmt(count)} settings = ${fmt(count * sessions)} replays: at most ${fmt(MAX_SWEEP_REPLAYS)} per sweep`,
        ),
      ],
    };
  const settings = product(grid);
  for (const [i, setting] of settings.entries()) {
    const { [PROFILE_AXIS]: swept, ...overrides } = setting;
    const parsed = replayRequestSchema.safeParse({ profile: swept ?? profile, overrides });
    if (!parsed.success)
      return {
        ok: false,
        issues: parsed.error.issues.map((inner) => ({
          ...inner,
          path: ["settings", i, ...inner.path],
        })),
      };
  }
  return { ok: true, settings };
}
