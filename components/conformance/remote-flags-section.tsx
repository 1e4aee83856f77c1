import type { FlagSetFindings } from "@/lib/view/conformance/remote-flag-findings";

/** Each flag set the lab serves, what it is, and what it changed on the runs measured under it. */
export function RemoteFlagsSection({
  findings,
  limits,
}: {
  findings: FlagSetFindings[];
  limits: readonly string[];
}) {
  return (
    <div data-testid="remote-flags">
      <dl className="deliberate-differences">
        {findings.map((set) => (
          <div key={set.id} data-testid={`flag-set-${set.id}`}>
            <dt>
              <code>{set.id}</code>: {set.description}
            </dt>
            <dd>
              {set.runs.length === 0 ? (
                set.noRunsWords
              ) : (
                <ul>
                  {set.runs.map((run) => (
                    <li key={run.id}>
                      {run.version}, {run.setting}: {run.sentence}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3>What the lab cannot measure</h3>
      <ul data-testid="remote-flag-limits">
        {limits.map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
    </div>
  );
}
