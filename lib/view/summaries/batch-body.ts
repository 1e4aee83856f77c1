import type { CreateBatchBody, SummaryBatch } from "@/lib/contracts/summary-variant";
import { toNewSummaryBody, type NewSummaryForm } from "./new-summary-body";

/**
 * The body of `POST /api/summary-batches` from the new-summary form: every RECORDED point of
 * the session with the form's provider, model, template and instructions. Replayed points are
 * left out: their ids and messages depend on the page's constants, which a batch does not
 * carry, so a batch always means the same points whatever the page shows.
 *
 * @example
 * toBatchBody(form, "t1", ["recorded-a", "replayed-41", "recorded-b"]).points // ["recorded-a", "recorded-b"]
 */
export function toBatchBody(
  form: NewSummaryForm,
  transcriptId: string,
  points: readonly string[],
): CreateBatchBody {
  const recorded = points.filter((point) => point.startsWith("recorded-"));
  // A recorded point's body carries no constants, so it is exactly a batch's variant spec.
  const spec = toNewSummaryBody(form, "recorded-", { profile: "auto", overrides: {} });
  return { transcriptId, points: recorded, variants: [spec] };
}

/** The recorded points a batch would summarise (the button's count). */
export const countRecordedPoints = (points: readonly string[]) =>
  points.filter((point) => point.startsWith("recorded-")).length;

export type BatchProgressView = {
  /** 0..1 of the variants that ended, done or failed. */
  fraction: number;
  words: string;
  isFinished: boolean;
};

/** What the progress bar of a batch says, from `GET /api/summary-batches/:id`. */
export function toBatchProgress(batch: SummaryBatch): BatchProgressView {
  const { done, failed, total } = batch.progress;
  const ended = done + failed;
  const isFinished = ["done", "interrupted", "cancelled"].includes(batch.status);
  const counts = `${done} of ${total} summarised${failed > 0 ? `, ${failed} failed` : ""}`;
  const words =
    batch.status === "interrupted"
      ? `Interrupted: ${counts}. ${batch.message ?? "The server stopped while it ran."}`
      : batch.status === "cancelled"
        ? `Cancelled: ${counts}.`
        : isFinished
          ? `Batch done: ${counts}.`
          : `${batch.status === "queued" ? "Queued" : "Running"}: ${counts}…`;
  return { fraction: total === 0 ? 1 : ended / total, words, isFinished };
}
