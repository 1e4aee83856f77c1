import { REPLAY_ENGINE_VERSION } from "./engine-version";
import type { ResolvedConfig } from "./resolve-config";

/** JSON with object keys sorted at every level: equal configs give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** cyrb53: a fast 53-bit string hash (collisions are negligible at cache sizes). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A stable cache key for a resolved config: engine version, profile, window and a hash of
 * every constant's value. Whether a value was overridden or defaulted does not matter:
 * `auto` and the profile it resolves to share results.
 *
 * @example
 * configKey(resolveConfig(model, {})) // "r1:cc-2.1:200000:1x2y3z"
 */
export function configKey(resolved: ResolvedConfig): string {
  const body = canonicalJson(resolved.values);
  return `r${REPLAY_ENGINE_VERSION}:${resolved.profile.id}:${resolved.window.tokens}:${hash53(body)}`;
}
