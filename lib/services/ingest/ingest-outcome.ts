import type { TranscriptSummary } from "../../contracts/transcript-summary";
import { toErrorBody, type ErrorCode } from "../../errors";
import { toFullDiskError } from "../../storage/full-disk-error";

export type IngestOutcome =
  | { ok: true; summary: TranscriptSummary; duplicate: boolean }
  | { ok: false; error: { code: ErrorCode; message: string; status: number } };

export type IngestFailure = Extract<IngestOutcome, { ok: false }>;

/** A failure as the API answers it: a full disk in words, anything else by its code. */
export function failedWith(error: unknown): IngestFailure {
  const { status, body } = toErrorBody(toFullDiskError(error));
  return { ok: false, error: { ...body.error, status } };
}
