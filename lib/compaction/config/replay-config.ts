import { z } from "zod";
import { CONSTANT_SECTIONS, joinSlices, type RegisteredShape } from "../mechanisms/registry";
import type { ConstantGroupId, ConstantSource } from "../mechanisms/types";

export { COUNTING_MODES, type CountingMode } from "../mechanisms/threshold/config";
export { LEGACY_MICROCOMPACT_GATES } from "../mechanisms/legacy-microcompact/config";
export type { ManualCompaction } from "../mechanisms/config-fields";
export { CONSTANT_GROUP_IDS, type ConstantGroupId, type ConstantSource } from "../mechanisms/types";

/**
 * Every constant a replay uses: the mechanisms' constant sections (mechanisms/<name>/config.ts),
 * in the constants panel's order (by group, then by `MECHANISMS`). A profile gives each a value;
 * a request may override any of them one by one. Descriptions say what a constant means; where
 * its default comes from is data (`sourceOfDefault`), which the UI cites in words with a link.
 */
export const replayConfigSchema = z.strictObject(
  joinSlices<RegisteredShape>(
    CONSTANT_SECTIONS.map((section) => section.shape),
    "constant",
  ),
);

export type ReplayConfig = z.infer<typeof replayConfigSchema>;
export type ConstantName = keyof ReplayConfig;
export const CONSTANT_NAMES = Object.keys(replayConfigSchema.shape) as ConstantName[];

/** A constant's description, for the constants panel. */
export function describeConstant(name: ConstantName): string {
  return replayConfigSchema.shape[name].description ?? "";
}

const SECTION_OF = new Map(
  CONSTANT_SECTIONS.flatMap((section) => Object.keys(section.shape).map((name) => [name, section])),
);

/** The constants panel's group a constant is shown in (its section's). */
export function groupOfConstant(name: ConstantName): ConstantGroupId {
  return SECTION_OF.get(name)?.group ?? "other";
}

/** Where a constant's default comes from, as its mechanism states it (empty: the profile decides). */
export function sourceOfDefault(name: ConstantName): ConstantSource {
  return SECTION_OF.get(name)?.sources[name] ?? {};
}
