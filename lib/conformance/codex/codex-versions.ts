import { compareVersions } from "../../transcript/compare-versions";
import { resolveVersions, type Published, type ResolvedVersions } from "../version-spec";

/**
 * Which Codex CLI versions a run covers: the words of `resolveVersions` (exact versions,
 * `latest`, ranges `0.40.0..0.60.0`), releases only. The lab drives a second turn with
 * `codex exec resume`, which 0.36.0 is the first release to have (0.34.0 has no `resume`).
 */
export const FIRST_DRIVABLE_CODEX_VERSION = "0.36.0";

export function resolveCodexVersions(spec: string, published: Published): ResolvedVersions {
  if (!spec)
    return {
      ok: false,
      reason:
        "Say which Codex versions: --versions 0.45.0,0.169.0,latest (or a range, or --quick).",
    };
  if (spec.split(",").some((w) => w.trim() === "all-minor"))
    return { ok: false, reason: "all-minor is for Claude Code; name Codex versions or a range." };
  const resolved = resolveVersions(spec, published, "Codex CLI");
  if (!resolved.ok) return resolved;
  const tooOld = resolved.versions.filter(
    (v) => compareVersions(v, FIRST_DRIVABLE_CODEX_VERSION) < 0,
  );
  if (tooOld.length > 0)
    return {
      ok: false,
      reason: `${tooOld.join(", ")}: the lab drives Codex from ${FIRST_DRIVABLE_CODEX_VERSION} (the first with \`exec resume\`).`,
    };
  return resolved;
}
