import type { Metadata } from "next";
import { CodexRemoteNote } from "@/components/conformance/codex-remote-note";
import { CodexTable } from "@/components/conformance/codex-table";
import { GeminiTable } from "@/components/conformance/gemini-table";
import { OpenCodeTable } from "@/components/conformance/opencode-table";
import { ConformanceExplorer } from "@/components/conformance/conformance-explorer";
import { MeasuredReleasesTable } from "@/components/conformance/measured-releases-table";
import { ModelWindowsTable } from "@/components/conformance/model-windows-table";
import { RunNotes } from "@/components/conformance/run-notes";
import { RemoteFlagsSection } from "@/components/conformance/remote-flags-section";
import { FLAG_SETS } from "@/lib/conformance/flag-sets";
import { DELIBERATE_REQUEST_DIFFERENCES } from "@/lib/conformance/deliberate-request-differences";
import { readVersionsMatrix } from "@/lib/conformance/read-matrix";
import { toChangeTimeline } from "@/lib/view/conformance/change-timeline";
import { harnessMatrix } from "@/lib/view/conformance/harness-rows";
import {
  describeCodexChecks,
  ITEM_LEGEND,
  toCodexTableRows,
} from "@/lib/view/conformance/to-codex-rows";
import { parseMatrixFilter, toSettingOptions } from "@/lib/view/conformance/matrix-filter";
import { toMeasuredReleases, trafficOffMatrix } from "@/lib/view/conformance/measured-releases";
import {
  REMOTE_FLAG_LIMITS,
  START_UP_REQUESTS,
  toRemoteFlagFindings,
} from "@/lib/view/conformance/remote-flag-findings";
import { toGeminiTableRows } from "@/lib/view/conformance/to-gemini-rows";
import { toOpenCodeTableRows } from "@/lib/view/conformance/to-opencode-rows";
import { toMatrixTableRows } from "@/lib/view/conformance/to-matrix-rows";
import { toModelWindowGrid } from "@/lib/view/conformance/to-model-window-grid";

export const metadata: Metadata = { title: "Conformance" };

/**
 * What each released Claude Code version does, as measured against the fake Messages API:
 * where behaviour changed, then every run, filtered from the address (`?version=&setting=`);
 * then each Codex CLI version against the fake Responses API and each Gemini CLI version
 * against the fake Gemini API, in sections of their own.
 */
export default async function ConformancePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams))
    if (typeof value === "string") query.set(name, value);
  const matrix = readVersionsMatrix();
  const claude = harnessMatrix(matrix, "claude-code");
  const codex = harnessMatrix(matrix, "codex");
  const rows = toMatrixTableRows(claude.rows);
  const codexRows = toCodexTableRows(codex.rows);
  const gemini = harnessMatrix(matrix, "gemini-cli");
  const geminiRows = toGeminiTableRows(gemini.rows);
  const opencode = harnessMatrix(matrix, "opencode");
  const opencodeRows = toOpenCodeTableRows(opencode.rows);
  const trafficOff = trafficOffMatrix(claude);
  const windows = toModelWindowGrid(trafficOff.rows);
  const measured = toMeasuredReleases(claude.rows);
  return (
    <div className="conformance">
      <div className="page-head">
        <h1>Conformance</h1>
      </div>
      <p>
        Released Claude Code versions driven against the fake Messages API by{" "}
        <code>npm run conformance</code>: the threshold to the token, what the count adds to the
        last usage, the summarization request and the compaction records, and whether the
        engine&apos;s <code>auto</code> profile predicts them. Last measured{" "}
        <time dateTime={matrix.measuredAt}>{matrix.measuredAt.slice(0, 10)}</time>;{" "}
        <a href="#measured-releases">{measured.sentence}</a> Codex CLI:{" "}
        <a href="#codex">
          {codexRows.length} runs over {codex.versions.length} versions
        </a>
        ; Gemini CLI:{" "}
        <a href="#gemini-cli">
          {geminiRows.length} runs over {gemini.versions.length} versions
        </a>
        ; OpenCode:{" "}
        <a href="#opencode">
          {opencodeRows.length} runs over {opencode.versions.length} versions
        </a>
        . Also as JSON: <code>GET /api/conformance</code>.
      </p>
      <h2>Claude Code</h2>
      {rows.length === 0 ? (
        <p role="status">
          Nothing measured yet: run <code>npm run conformance -- --versions latest</code> and commit{" "}
          <code>lib/conformance/versions-matrix.json</code>.
        </p>
      ) : (
        <ConformanceExplorer
          timeline={toChangeTimeline(trafficOff.versions, trafficOff.rows)}
          settings={toSettingOptions(claude.rows)}
          rows={rows}
          initialFilter={parseMatrixFilter(query)}
        />
      )}
      <h2 id="codex">Codex CLI</h2>
      <p>
        Released Codex CLI versions (<code>@openai/codex</code>) driven by{" "}
        <code>npm run conformance -- --harness codex</code>: <code>codex exec</code>, then{" "}
        <code>codex exec resume</code> (a new process each turn), or with <code>--interactive</code>{" "}
        the TUI in a terminal (one process for the session: the rows &quot;in the TUI&quot;),
        against a stand-in for the Responses API whose first answer reports the usage under test.
        The threshold is the smallest reported total after which the client compacts, to the token;
        &quot;never&quot; is no compaction up to twice the window. Items of a request, in order:{" "}
        {ITEM_LEGEND}.
      </p>
      <p data-testid="codex-checks">{describeCodexChecks(codex.rows)}</p>
      <CodexRemoteNote />
      {codexRows.length === 0 ? (
        <p role="status">
          Nothing measured yet: run{" "}
          <code>npm run conformance -- --harness codex --versions latest</code>.
        </p>
      ) : (
        <CodexTable rows={codexRows} />
      )}
      <details open={codexRows.some((row) => row.isProblem)}>
        <summary>
          Notes per Codex run ({codexRows.filter((row) => row.notes.length > 0).length})
        </summary>
        {codexRows
          .filter((row) => row.notes.length > 0)
          .map((row) => (
            <RunNotes
              key={row.id}
              title={`Codex CLI ${row.version}, ${row.model}: ${row.status}`}
              notes={row.notes}
              isOpen={row.isProblem}
              testId="codex-notes"
            />
          ))}
      </details>
      <h2 id="gemini-cli">Gemini CLI</h2>
      <p>
        Released Gemini CLI versions (<code>@google/gemini-cli</code>) driven by{" "}
        <code>npm run conformance -- --harness gemini-cli</code>: <code>gemini -p</code> with a
        first prompt, then <code>--resume</code> with a second answered by a tool call whose usage
        reports the prompt tokens under test, against a stand-in for the Gemini API. The threshold
        is the smallest count after which the client compresses before sending the tool&apos;s
        result, to the token; the token limit is the client&apos;s for the model.
      </p>
      {geminiRows.length === 0 ? (
        <p role="status">
          Nothing measured yet: run{" "}
          <code>npm run conformance -- --harness gemini-cli --versions latest</code>.
        </p>
      ) : (
        <GeminiTable rows={geminiRows} />
      )}
      {geminiRows
        .filter((row) => row.notes.length > 0)
        .map((row) => (
          <RunNotes
            key={row.id}
            title={`Gemini CLI ${row.version}, ${row.model}: ${row.status}`}
            notes={row.notes}
            isOpen={row.isProblem}
            testId="gemini-notes"
          />
        ))}
      <h2 id="opencode">OpenCode</h2>
      <p>
        Released OpenCode versions (<code>opencode-ai</code>) driven by{" "}
        <code>npm run conformance -- --harness opencode</code>: <code>opencode run</code> with one
        prompt against a stand-in OpenAI-compatible provider whose custom model has the limits
        models.dev gives it; the first answer is a tool call whose usage reports the total under
        test. The threshold is the smallest total after which the client compacts before its next
        step, to the token.
      </p>
      {opencodeRows.length === 0 ? (
        <p role="status">
          Nothing measured yet: run{" "}
          <code>npm run conformance -- --harness opencode --versions latest</code>.
        </p>
      ) : (
        <OpenCodeTable rows={opencodeRows} />
      )}
      {opencodeRows
        .filter((row) => row.notes.length > 0)
        .map((row) => (
          <RunNotes
            key={row.id}
            title={`OpenCode ${row.version}, ${row.model}: ${row.status}`}
            notes={row.notes}
            isOpen={row.isProblem}
            testId="opencode-notes"
          />
        ))}
      <h2>Default windows by model</h2>
      <p>
        Transcripts carry the bare model name, so the replay takes each version&apos;s default
        window for it from what the lab measured (scenario 5: compacts after 199,000 is 200K; quiet
        there and at 500,000, compacts after 990,000 is 1M; never is an auto window, a name the
        version does not know). Change points between the versions below:{" "}
        <code>lib/compaction/mechanisms/window-sources/default-windows.ts</code>.
      </p>
      {windows.rows.length === 0 ? (
        <p role="status">
          Not measured yet: a full <code>npm run conformance</code> run measures it.
        </p>
      ) : (
        <ModelWindowsTable versions={windows.versions} rows={windows.rows} />
      )}
      <h2 id="measured-releases">Measured releases</h2>
      <p data-testid="measured-sentence">
        {measured.sentence} <code>npm run conformance -- --new --budget 30m</code> measures the
        published releases without a row, the ones real sessions disagreed on first, newest first.
      </p>
      <MeasuredReleasesTable releases={measured.releases} />
      <h2 id="remote-flags">Remote flags</h2>
      <p>
        With non-essential traffic on, as users run it, a client asks at start for:{" "}
        {START_UP_REQUESTS.join("; ")}. The lab catches these through <code>HTTPS_PROXY</code> and a
        certificate authority of its own (<code>NODE_EXTRA_CA_CERTS</code>) and answers them from a
        named flag set (<code>--flags</code>); every other run is measured with the traffic off.
      </p>
      <RemoteFlagsSection
        findings={toRemoteFlagFindings(claude.rows, FLAG_SETS)}
        limits={REMOTE_FLAG_LIMITS}
      />
      <h2>Where the engine&apos;s summary request differs on purpose</h2>
      <p>
        The request builder follows each version&apos;s measured shape (
        <code>lib/compaction/summary-request/request-profiles.ts</code>); these differences stay,
        and a run fails on any other.
      </p>
      <dl className="deliberate-differences">
        {Object.entries(DELIBERATE_REQUEST_DIFFERENCES).map(([field, why]) => (
          <div key={field}>
            <dt>{field}</dt>
            <dd>{why}</dd>
          </div>
        ))}
      </dl>
      <h2>Notes per run</h2>
      {rows
        .filter((row) => row.notes.length > 0)
        .map((row) => (
          <RunNotes
            key={row.id}
            title={`${row.version}, ${row.setting}${row.flags === "traffic off" ? "" : ` (flags ${row.flags})`}: ${row.status}`}
            notes={row.notes}
            isOpen={row.isProblem}
          />
        ))}
    </div>
  );
}
