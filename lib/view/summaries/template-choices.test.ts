import { describe, expect, it } from "vitest";
import type { PromptTemplate } from "@/lib/contracts/prompt-templates";
import {
  defaultDiffPair,
  formatTemplateRef,
  parseTemplateRef,
  templateDiffUrl,
  toTemplateChoices,
  type TemplateRef,
} from "./template-choices";

function template(
  id: string,
  versions: number,
  readOnly = false,
  notes: (string | null)[] = [],
): PromptTemplate {
  return {
    id,
    name: id === "claude-code-default" ? "Claude Code default" : `T ${id}`,
    readOnly,
    latestVersion: versions,
    versions: Array.from({ length: versions }, (_, i) => ({
      version: i + 1,
      createdAt: "2026-11-23T10:00:00.000Z",
      note: notes[i] ?? null,
    })),
  };
}
const base = template("claude-code-default", 1, true);

describe("parseTemplateRef", () => {
  it.each<[string, string, TemplateRef | null]>([
    ["reads id and version", "t1@2", { id: "t1", version: 2 }],
    ["an id may hold @", "a@b@3", { id: "a@b", version: 3 }],
    ["no version is nothing", "t1", null],
    ["version 0 is nothing", "t1@0", null],
    ["no id is nothing", "@1", null],
    ["a fraction is nothing", "t1@1.5", null],
  ])("%s", (_rule, value, expected) => {
    expect(parseTemplateRef(value)).toEqual(expected);
  });

  it("round-trips with formatTemplateRef", () => {
    expect(parseTemplateRef(formatTemplateRef({ id: "x@y", version: 4 }))).toEqual({
      id: "x@y",
      version: 4,
    });
  });
});

describe("toTemplateChoices", () => {
  it("lists every version, newest first within a template, with its note", () => {
    const choices = toTemplateChoices([base, template("t1", 2, false, ["first", "shorter"])]);
    expect(choices).toEqual([
      { value: "claude-code-default@1", label: "Claude Code default v1" },
      { value: "t1@2", label: "T t1 v2 · shorter" },
      { value: "t1@1", label: "T t1 v1 · first" },
    ]);
  });
});

describe("templateDiffUrl", () => {
  it.each<[string, TemplateRef, TemplateRef, string]>([
    [
      "two versions of one template",
      { id: "t1", version: 1 },
      { id: "t1", version: 2 },
      "/api/templates/t1/diff?from=1&to=2",
    ],
    [
      "another template's version through otherId",
      { id: "claude-code-default", version: 1 },
      { id: "t 2", version: 3 },
      "/api/templates/claude-code-default/diff?from=1&to=3&otherId=t+2",
    ],
  ])("%s", (_rule, from, to, expected) => {
    expect(templateDiffUrl(from, to)).toBe(expected);
  });
});

describe("defaultDiffPair", () => {
  it.each<[string, PromptTemplate[], string | null, [TemplateRef, TemplateRef] | null]>([
    [
      "latest against the one before",
      [base, template("t1", 3)],
      "t1",
      [
        { id: "t1", version: 2 },
        { id: "t1", version: 3 },
      ],
    ],
    [
      "a first version against the default",
      [base, template("t1", 1)],
      "t1",
      [
        { id: "claude-code-default", version: 1 },
        { id: "t1", version: 1 },
      ],
    ],
    [
      "no pick takes the first editable one",
      [base, template("t1", 2)],
      null,
      [
        { id: "t1", version: 1 },
        { id: "t1", version: 2 },
      ],
    ],
    ["only the default has no pair", [base], null, null],
  ])("%s", (_rule, templates, id, expected) => {
    expect(defaultDiffPair(templates, id)).toEqual(expected);
  });
});
