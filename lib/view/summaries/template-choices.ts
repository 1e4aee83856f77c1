import type { PromptTemplate } from "@/lib/contracts/prompt-templates";

export type TemplateRef = { id: string; version: number };

export type TemplateChoice = { value: string; label: string };

/** `"<id>@<version>"`: one select's value for one version of one template. */
export function formatTemplateRef(ref: TemplateRef): string {
  return `${ref.id}@${ref.version}`;
}

/** The ref a select's value names; null for anything else. Ids may hold "@" themselves. */
export function parseTemplateRef(value: string): TemplateRef | null {
  const at = value.lastIndexOf("@");
  if (at <= 0) return null;
  const version = Number(value.slice(at + 1));
  if (!Number.isInteger(version) || version < 1) return null;
  return { id: value.slice(0, at), version };
}

/**
 * Every version of every template as choices for the diff's two selects, newest version
 * first within a template, labelled with the template's name, the version and its note.
 *
 * @example
 * toTemplateChoices([{ id: "t1", name: "Terse", versions: [{ version: 1, note: null }, ...] }])
 * // [{ value: "t1@2", label: "Terse v2 · shorter" }, { value: "t1@1", label: "Terse v1" }]
 */
export function toTemplateChoices(templates: readonly PromptTemplate[]): TemplateChoice[] {
  return templates.flatMap((template) =>
    [...template.versions]
      .sort((a, b) => b.version - a.version)
      .map((version) => ({
        value: formatTemplateRef({ id: template.id, version: version.version }),
        label: `${template.name} v${version.version}${version.note ? ` · ${version.note}` : ""}`,
      })),
  );
}

/**
 * The diff's address: `from` a version of one template `to` a version of the same or
 * another template (`otherId`), as `GET /api/templates/:id/diff` takes it.
 */
export function templateDiffUrl(from: TemplateRef, to: TemplateRef): string {
  const params = new URLSearchParams({ from: String(from.version), to: String(to.version) });
  if (to.id !== from.id) params.set("otherId", to.id);
  return `/api/templates/${encodeURIComponent(from.id)}/diff?${params.toString()}`;
}

/**
 * The two versions a diff starts on: the template's latest against the one before it, or
 * against Claude Code's default when it has a single version; null when there is no pair.
 */
export function defaultDiffPair(
  templates: readonly PromptTemplate[],
  id: string | null,
): [TemplateRef, TemplateRef] | null {
  const template = templates.find((t) => t.id === id) ?? templates.find((t) => !t.readOnly);
  if (template === undefined) return null;
  const latest = { id: template.id, version: template.latestVersion };
  if (template.latestVersion > 1)
    return [{ id: template.id, version: template.latestVersion - 1 }, latest];
  const base = templates.find((t) => t.readOnly && t.id !== template.id);
  return base ? [{ id: base.id, version: base.latestVersion }, latest] : null;
}
