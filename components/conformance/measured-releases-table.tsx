import type { MeasuredRelease } from "@/lib/view/conformance/measured-releases";

/** Every measured release, newest first: when, under which settings and remote flags. */
export function MeasuredReleasesTable({ releases }: { releases: MeasuredRelease[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table compact" data-testid="measured-releases">
        <caption className="visually-hidden">Measured Claude Code releases</caption>
        <thead>
          <tr>
            <th scope="col">version</th>
            <th scope="col">runs as</th>
            <th scope="col">measured on</th>
            <th scope="col">remote flags</th>
            <th scope="col">settings</th>
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => (
            <tr key={release.version}>
              <th scope="row">{release.version}</th>
              <td>{release.kind}</td>
              <td>{release.measuredOn.join(", ")}</td>
              <td>{release.flags.join(", ")}</td>
              <td>{release.settingsWords}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
