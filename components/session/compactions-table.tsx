import { CompactionPointLink } from "@/components/compaction/compaction-point-link";
import type { TranscriptSummary } from "@/lib/api/transcript-summary";
import { formatInteger } from "@/lib/view/format/format-number";
import { shortId } from "@/lib/view/library/transcript-row";

/** The recorded compactions of the main thread, in file order. */
export function CompactionsTable({
  compactions,
}: {
  compactions: TranscriptSummary["compactions"];
}) {
  return (
    <section className="panel" aria-labelledby="compactions-heading">
      <h2 id="compactions-heading" className="panel-title">
        Recorded compactions <span className="muted">({compactions.length})</span>
      </h2>
      {compactions.length === 0 ? (
        <p className="muted panel-empty">This session never compacted.</p>
      ) : (
        <div className="table-scroll compactions-scroll">
          <table className="data-table compact">
            <thead>
              <tr>
                <th scope="col" data-align="end">
                  #
                </th>
                <th scope="col">Trigger</th>
                <th
                  scope="col"
                  data-align="end"
                  title="Index of the first main-thread API call after the compaction"
                >
                  At call
                </th>
                <th
                  scope="col"
                  data-align="end"
                  title="Context tokens when it fired (compactMetadata.preTokens)"
                >
                  Pre tokens
                </th>
                <th
                  scope="col"
                  data-align="end"
                  title="Context tokens right after (compactMetadata.postTokens)"
                >
                  Post tokens
                </th>
                <th scope="col">Boundary</th>
                <th scope="col">
                  <span className="visually-hidden">Before and after</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {compactions.map((compaction, i) => (
                <tr key={compaction.uuid}>
                  <td data-align="end">{i + 1}</td>
                  <td>
                    {compaction.trigger ?? (
                      <span className="muted" title="Before 1.0.117 the file records no trigger">
                        unknown
                      </span>
                    )}
                  </td>
                  <td data-align="end">{formatInteger(compaction.atCall)}</td>
                  <td data-align="end">{formatInteger(compaction.preTokens)}</td>
                  <td data-align="end">{formatInteger(compaction.postTokens)}</td>
                  <td className="mono" title={compaction.uuid}>
                    {shortId(compaction.uuid)}
                  </td>
                  <td>
                    <CompactionPointLink point={`recorded-${compaction.uuid}`}>
                      Before/after<span className="visually-hidden"> of compaction {i + 1}</span>
                    </CompactionPointLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
