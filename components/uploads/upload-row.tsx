import Link from "next/link";
import { UploadResult } from "@/components/uploads/upload-result";
import { formatBytes } from "@/lib/view/format/format-number";
import { describeUploadProgress } from "@/lib/view/uploads/upload-progress";
import { isInFlight, type UploadItem } from "@/lib/view/uploads/upload-queue";

/** One file in the upload list: name, size, progress bar, then what came of it. */
export function UploadRow({ item, onCancel }: { item: UploadItem; onCancel(): void }) {
  const progress = describeUploadProgress(item);
  const canCancel = item.status === "queued" || isInFlight(item);
  const outcome = item.outcome;
  return (
    <li
      className="upload-row"
      data-testid="upload-row"
      data-status={item.status}
      aria-label={item.name}
    >
      <div className="upload-row-main">
        <span className="upload-name" title={item.name}>
          {item.name}
        </span>
        <span className="upload-size">{formatBytes(item.size)}</span>
        <progress
          className="upload-progress"
          max={progress.max}
          {...(progress.value === null ? {} : { value: progress.value })}
          aria-label={`Upload progress of ${item.name}`}
        />
        <span className="upload-status" role="status">
          {progress.label}
        </span>
        <span className="upload-actions">
          {canCancel && (
            <button type="button" className="button button-ghost button-small" onClick={onCancel}>
              Cancel
            </button>
          )}
          {outcome?.ok && (
            <Link className="button button-small" href={`/sessions/${outcome.transcript.id}`}>
              Open session
            </Link>
          )}
        </span>
      </div>
      {outcome && <UploadResult outcome={outcome} />}
    </li>
  );
}
