import { z } from "zod";
import { REQUESTABLE_PROFILES } from "@/lib/compaction/config/replay-request-schema";
import { replayConfigSchema, type ConstantName } from "@/lib/compaction/config/replay-config";
import type { Overrides, ProfileChoice } from "@/lib/view/session/inspector-url";

/** localStorage key; bump the version when the stored shape changes. */
export const PRESETS_STORAGE_KEY = "compaction-lab:presets:v1";
const MAX_NAME_LENGTH = 80;

export type Preset = { name: string; profile: ProfileChoice; overrides: Overrides };

// Overrides are checked one constant at a time below, so one stale constant (renamed or with
// new bounds since the preset was saved) drops only itself, with a note, not the whole preset.
const storedPresetSchema = z.object({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  profile: z.enum(REQUESTABLE_PROFILES),
  overrides: z.record(z.string(), z.unknown()),
});
const storedPresetsSchema = z.array(z.unknown());

function isConstantName(name: string): name is ConstantName {
  return Object.hasOwn(replayConfigSchema.shape, name);
}

/**
 * Presets from stored text, parsed, never cast. Whatever cannot be used is left out and said in
 * `notes`: unreadable text, a malformed preset, an unknown or invalid constant, a repeated name.
 */
export function readPresets(text: string | null): { presets: Preset[]; notes: string[] } {
  if (text === null) return { presets: [], notes: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { presets: [], notes: ["The saved presets were unreadable and are ignored."] };
  }
  const list = storedPresetsSchema.safeParse(json);
  if (!list.success)
    return { presets: [], notes: ["The saved presets were not a list and are ignored."] };

  const presets: Preset[] = [];
  const notes: string[] = [];
  for (const [index, entry] of list.data.entries()) {
    const parsed = storedPresetSchema.safeParse(entry);
    if (!parsed.success) {
      notes.push(`Saved preset ${index + 1} is malformed and is ignored.`);
      continue;
    }
    const { name, profile } = parsed.data;
    if (findPreset(presets, name)) {
      notes.push(`A second preset named "${name}" is ignored.`);
      continue;
    }
    const overrides: Record<string, unknown> = {};
    for (const [constant, value] of Object.entries(parsed.data.overrides)) {
      const checked = isConstantName(constant)
        ? replayConfigSchema.shape[constant].safeParse(value)
        : null;
      if (checked?.success) overrides[constant] = checked.data;
      else
        notes.push(
          `Preset "${name}": ${constant} ${checked ? "has a value no longer allowed" : "is no longer a constant"}; dropped.`,
        );
    }
    presets.push({ name, profile, overrides: replayConfigSchema.partial().parse(overrides) });
  }
  return { presets, notes };
}

/** The text stored for `presets`. */
export function writePresets(presets: readonly Preset[]): string {
  return JSON.stringify(presets);
}

function findPreset(presets: readonly Preset[], name: string): Preset | undefined {
  const key = name.trim().toLowerCase();
  return presets.find((preset) => preset.name.toLowerCase() === key);
}

export type PresetChange = { ok: true; presets: Preset[] } | { ok: false; reason: string };

function checkName(name: string): { ok: true; name: string } | { ok: false; reason: string } {
  const trimmed = name.trim();
  if (trimmed === "") return { ok: false, reason: "Name the preset first." };
  if (trimmed.length > MAX_NAME_LENGTH)
    return { ok: false, reason: `At most ${MAX_NAME_LENGTH} characters.` };
  return { ok: true, name: trimmed };
}

/**
 * Saves the view's profile and overrides under `name` (trimmed). Saving under a name in use
 * (any case) replaces that preset in place: names stay unique.
 */
export function savePreset(presets: readonly Preset[], preset: Preset): PresetChange {
  const checked = checkName(preset.name);
  if (!checked.ok) return checked;
  const saved = { ...preset, name: checked.name };
  const existing = findPreset(presets, checked.name);
  return {
    ok: true,
    presets: existing ? presets.map((p) => (p === existing ? saved : p)) : [...presets, saved],
  };
}

export function deletePreset(presets: readonly Preset[], name: string): Preset[] {
  const existing = findPreset(presets, name);
  return presets.filter((preset) => preset !== existing);
}

/** Renames `from` to `to`; refused when another preset has the name. */
export function renamePreset(presets: readonly Preset[], from: string, to: string): PresetChange {
  const checked = checkName(to);
  if (!checked.ok) return checked;
  const source = findPreset(presets, from);
  if (!source) return { ok: false, reason: `No preset named "${from}".` };
  const clash = findPreset(presets, checked.name);
  if (clash && clash !== source)
    return { ok: false, reason: `A preset named "${clash.name}" exists.` };
  return {
    ok: true,
    presets: presets.map((p) => (p === source ? { ...p, name: checked.name } : p)),
  };
}
