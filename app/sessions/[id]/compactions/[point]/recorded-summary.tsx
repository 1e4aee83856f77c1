import { SummaryPanel } from "@/components/compaction/summary-panel";
import type { SummarySource } from "@/lib/contracts/summary-source";
import { toSummaryText, type SummaryText } from "@/lib/contracts/summary-text";
import { services } from "@/lib/server";

/** The summary record's one line, read back from the stored raw bytes, redacted when on. */
async function readSummary(transcriptId: string, line: number): Promise<SummaryText> {
  const { transcripts, redaction } = services();
  for await (const raw of transcripts.readLines(transcriptId, line, line)) {
    if (raw.line !== line) continue;
    const [safe] = (await redaction.redactLines([raw])).lines;
    return toSummaryText(safe?.text ?? raw.text);
  }
  return { ok: false, reason: `Line ${line} is no longer in the stored file.` };
}

/**
 * The point's summary panel. Reading the line unzips one stored piece of the file, so it
 * streams in behind its own boundary while the figures are already on screen.
 */
export async function RecordedSummary({
  transcriptId,
  source,
}: {
  transcriptId: string;
  source: SummarySource;
}) {
  const text = source.kind === "recorded" ? await readSummary(transcriptId, source.line) : null;
  return <SummaryPanel source={source} text={text} />;
}
