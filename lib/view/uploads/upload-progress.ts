import { formatBytes, formatInteger } from "@/lib/view/format/format-number";
import type { UploadItem } from "@/lib/view/uploads/upload-queue";

/**
 * What one upload row's progress bar and status line show. `value: null` is an indeterminate
 * bar: once every byte is sent, the server's remaining work has no known length.
 */
export type UploadProgressView = { value: number | null; max: number; label: string };

export function describeUploadProgress(item: UploadItem): UploadProgressView {
  const max = Math.max(1, item.size);
  const records =
    item.recordsParsed > 0 ? ` · ${formatInteger(item.recordsParsed)} records parsed` : "";
  switch (item.status) {
    case "queued":
      return { value: 0, max, label: "Waiting for a free slot" };
    case "sending": {
      const percent = Math.floor((item.bytesSent / max) * 100);
      return {
        value: item.bytesSent,
        max,
        label: `Sending ${formatBytes(item.bytesSent)} of ${formatBytes(item.size)} (${percent}%)${records}`,
      };
    }
    case "parsing":
      return { value: null, max, label: `Parsing and storing${records}` };
    case "done":
      return { value: max, max, label: "Stored" };
    case "failed":
      return { value: item.bytesSent, max, label: "Failed" };
    case "cancelled":
      return { value: item.bytesSent, max, label: "Cancelled" };
  }
}
