import type { CurveSource } from "@/lib/view/session/curve/curve-sources";
import { formatInteger } from "@/lib/view/format/format-number";

/** Picks whose curve is drawn: the main thread or one subagent/sidechain source. */
export function TokenCurveSourceSelect({
  sources,
  source,
  onChange,
}: {
  sources: readonly CurveSource[];
  source: string | null;
  onChange: (source: string | null) => void;
}) {
  return (
    <label>
      Curve of{" "}
      <select
        value={source ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
        disabled={sources.length < 2}
      >
        {sources.map((entry) => (
          <option
            key={entry.source ?? ""}
            value={entry.source ?? ""}
            title={entry.source ?? undefined}
          >
            {entry.label} ({formatInteger(entry.count)} calls)
          </option>
        ))}
      </select>
    </label>
  );
}
