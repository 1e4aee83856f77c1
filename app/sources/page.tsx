import type { Metadata } from "next";
import Link from "next/link";
import { MeasuredVersionsTable } from "@/components/sources/measured-versions-table";
import { SourceEntry } from "@/components/sources/source-entry";
import { readVersionsMatrix } from "@/lib/conformance/read-matrix";
import { constantsCitingDocuments } from "@/lib/view/sources/constants-citing";
import { toMeasuredVersions } from "@/lib/view/sources/measured-versions";
import { SOURCES, type SourceKind } from "@/lib/view/sources/source-catalogue";

export const metadata: Metadata = { title: "Sources" };

const SECTIONS: { kind: SourceKind; title: string; intro: string }[] = [
  {
    kind: "document",
    title: "Documents",
    intro:
      "Five write-ups of Claude Code's compaction, each describing a different release. They disagree in places; where they do, the measurements below decide.",
  },
  {
    kind: "measurement",
    title: "Measurements of released versions",
    intro:
      "What released versions actually do, read from the requests they send and the records they write.",
  },
  {
    kind: "observation",
    title: "Real transcripts",
    intro: "What Claude Code writes in the session files people keep in ~/.claude/projects.",
  },
];

/**
 * Where the replay's rules and default values come from. A constant's source in the constants
 * panel links to its entry here (`/sources#<id>`).
 */
export default function SourcesPage() {
  const citing = constantsCitingDocuments();
  const measured = toMeasuredVersions(readVersionsMatrix());
  return (
    <div className="session">
      <header>
        <h1>Sources</h1>
        <p className="muted">
          Where the replay&apos;s rules and default values come from. Each constant in a
          session&apos;s constants panel names its source and links to it here.
        </p>
      </header>
      {SECTIONS.map((section) => (
        <section key={section.kind} aria-labelledby={`sources-${section.kind}`}>
          <h2 id={`sources-${section.kind}`}>{section.title}</h2>
          <p className="muted">{section.intro}</p>
          {SOURCES.filter((source) => source.kind === section.kind).map((source) => (
            <SourceEntry key={source.id} source={source} constants={citing.get(source.id)}>
              {source.kind === "measurement" && (
                <>
                  <MeasuredVersionsTable versions={measured} />
                  <p className="muted">
                    Every setting, threshold and finding per version:{" "}
                    <Link href="/conformance">Conformance</Link>.
                  </p>
                </>
              )}
            </SourceEntry>
          ))}
        </section>
      ))}
    </div>
  );
}
