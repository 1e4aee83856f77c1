import { describe, expect, it } from "vitest";
import {
  deletePreset,
  readPresets,
  renamePreset,
  savePreset,
  writePresets,
  type Preset,
} from "./presets";

function makePreset(change: Partial<Preset> = {}): Preset {
  return {
    name: "Big buffer",
    profile: "cc-2.1",
    overrides: { autocompactBufferTokens: 40_000 },
    ...change,
  };
}

describe("readPresets", () => {
  it("reads back what writePresets stored", () => {
    const presets = [makePreset(), makePreset({ name: "Plain", profile: "auto", overrides: {} })];
    expect(readPresets(writePresets(presets))).toEqual({ presets, notes: [] });
  });

  it.each<[string | null, Preset[], string[]]>([
    [null, [], []],
    ["{nope", [], ["The saved presets were unreadable and are ignored."]],
    ['{"a":1}', [], ["The saved presets were not a list and are ignored."]],
    ['[{"name":"x"}]', [], ["Saved preset 1 is malformed and is ignored."]],
    [
      '[{"name":"  Old  ","profile":"cc-2.0","overrides":{"gone":1,"charsPerToken":0.1,"smSections":7}}]',
      [{ name: "Old", profile: "cc-2.0", overrides: { smSections: 7 } }],
      [
        'Preset "Old": gone is no longer a constant; dropped.',
        'Preset "Old": charsPerToken has a value no longer allowed; dropped.',
      ],
    ],
    [
      '[{"name":"A","profile":"auto","overrides":{}},{"name":"a","profile":"cc-2.1","overrides":{}}]',
      [{ name: "A", profile: "auto", overrides: {} }],
      ['A second preset named "a" is ignored.'],
    ],
  ])("reads %j, keeping what is usable and saying what is not", (text, presets, notes) => {
    expect(readPresets(text)).toEqual({ presets, notes });
  });
});

describe("savePreset, renamePreset, deletePreset", () => {
  const start = Object.freeze([makePreset()]);

  it.each<[string, ReturnType<typeof savePreset>]>([
    ["  Tight  ", { ok: true, presets: [makePreset(), makePreset({ name: "Tight" })] }],
    ["BIG BUFFER", { ok: true, presets: [makePreset({ name: "BIG BUFFER" })] }],
    ["   ", { ok: false, reason: "Name the preset first." }],
    ["x".repeat(81), { ok: false, reason: "At most 80 characters." }],
  ])("saves under %j (trimmed; an existing name is replaced)", (name, expected) => {
    expect(savePreset(start, makePreset({ name }))).toEqual(expected);
  });

  it.each<[string, string, ReturnType<typeof renamePreset>]>([
    ["big buffer", " Huge ", { ok: true, presets: [makePreset({ name: "Huge" })] }],
    ["Nothing", "Huge", { ok: false, reason: 'No preset named "Nothing".' }],
    ["Big buffer", "", { ok: false, reason: "Name the preset first." }],
  ])("renames %j to %j", (from, to, expected) => {
    expect(renamePreset(start, from, to)).toEqual(expected);
  });

  it("refuses a rename onto another preset's name", () => {
    const two = [makePreset(), makePreset({ name: "Other" })];
    expect(renamePreset(two, "Other", "big buffer")).toEqual({
      ok: false,
      reason: 'A preset named "Big buffer" exists.',
    });
  });

  it("deletes by name in any case and leaves the input alone", () => {
    expect(deletePreset(start, "BIG buffer")).toEqual([]);
    expect(start).toHaveLength(1);
  });
});
