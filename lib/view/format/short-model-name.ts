/**
 * Short model names for dense tables: the family and version, without "claude-" and the
 * release date. Anything that does not look like a Claude model id is returned unchanged.
 * @example shortModelName("claude-opus-4-5-20251101") // "opus-4.5"
 * @example shortModelName("claude-3-5-sonnet-20241022") // "sonnet-3.5"
 */
export function shortModelName(model: string): string {
  if (model === "<synthetic>") return "synthetic";
  const bare = model.replace(/^claude-/, "").replace(/-\d{8}(?=$|\[)/, "");
  // Claude 3.x ids put the version first: "3-5-sonnet", "3-haiku".
  const legacy = /^(\d+)(?:-(\d+))?-([a-z]+)(.*)$/.exec(bare);
  if (legacy) {
    const [, major, minor, family, rest] = legacy;
    return `${family}-${major}${minor ? `.${minor}` : ""}${rest ?? ""}`;
  }
  // Claude 4+ ids put the family first: "opus-4-5", "sonnet-4", "opus-4.6-1m".
  const modern = /^([a-z]+)-(\d+)(?:-(\d{1,2})(?!\d))?(.*)$/.exec(bare);
  if (modern) {
    const [, family, major, minor, rest] = modern;
    return `${family}-${major}${minor ? `.${minor}` : ""}${rest ?? ""}`;
  }
  return bare;
}

/** Distinct short names in first-seen order (two dated releases can share one). */
export function shortModelNames(models: readonly string[]): string[] {
  return [...new Set(models.map(shortModelName))];
}
