import { Readable } from "node:stream";
import busboy from "busboy";
import type { TranscriptSummary } from "../../contracts/transcript-summary";
import type { PrismaClient } from "../../db/generated/client";
import { AppError, type ErrorCode } from "../../errors";
import { checkDeclaredLength, limitBody } from "../../http/limit-body";
import { checkFreeSpace, STORED_BYTES_PER_UPLOAD_BYTE } from "../../storage/space-guard";
import { cleanFileName } from "./file-name";
import { ingestFile, type IngestOutcome } from "./ingest-file";

const RAW_TYPES = new Set(["application/x-ndjson", "application/jsonl", "text/plain"]);
const MAX_FILES_PER_REQUEST = 100;

export type UploadFailure = { name: string; error: { code: ErrorCode; message: string } };
export type UploadAnswer = {
  status: number;
  /** When nothing was stored, `error` repeats the first failure (the API's error shape). */
  body: {
    transcripts: TranscriptSummary[];
    failures: UploadFailure[];
    error?: UploadFailure["error"];
  };
};

type Options = {
  name: string | null;
  maxBytes: number;
  onProgress: (progress: { bytesReceived: number; records: number; files: number }) => void;
};

/**
 * Takes a `POST /api/transcripts` body, raw JSONL or multipart with `file` parts, and ingests
 * each file as its bytes arrive (multipart is parsed as a stream by busboy, never buffered).
 */
export async function receiveUpload(
  db: PrismaClient,
  request: Request,
  options: Options,
): Promise<UploadAnswer> {
  const limit = { maxBytes: options.maxBytes, what: "The upload", setting: "MAX_UPLOAD_BYTES" };
  checkDeclaredLength(request, limit);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > 0) checkFreeSpace(declared * STORED_BYTES_PER_UPLOAD_BYTE, "this upload");
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (request.body === null)
    throw new AppError("empty_body", "The upload is empty: send a Claude Code .jsonl transcript.");
  if (mediaType === "multipart/form-data") {
    checkBoundary(contentType);
    return answer(await ingestMultipart(db, limitBody(request.body, limit), contentType, options));
  }
  if (!RAW_TYPES.has(mediaType)) {
    throw new AppError(
      "unsupported_media_type",
      `Content-Type "${mediaType || "(none)"}" is not accepted: send raw JSONL as application/x-ndjson, application/jsonl or text/plain, or multipart/form-data with "file" parts.`,
    );
  }
  const name = cleanFileName(refuseNul(options.name));
  let received = 0;
  const outcome = await ingestFile(db, {
    name,
    body: limitBody(request.body, limit),
    maxBytes: options.maxBytes,
    onProgress: ({ bytes, records }) => {
      received = bytes;
      options.onProgress({ bytesReceived: bytes, records, files: 0 });
    },
  });
  // A refused or aborted file still received its bytes: its progress says how far it got.
  options.onProgress({
    bytesReceived: outcome.ok ? outcome.summary.bytes : received,
    records: outcome.ok ? outcome.summary.records : 0,
    files: 1,
  });
  return answer([{ name, outcome }]);
}

type Named = { name: string; outcome: IngestOutcome };

/**
 * busboy throws "Boundary not found" from its constructor, which answered 500: a client that
 * sets the header by hand (curl -H) often leaves the boundary out, so it gets words instead.
 */
function checkBoundary(contentType: string): void {
  const hasBoundary = contentType
    .split(";")
    .slice(1)
    .some((param) => /^\s*boundary\s*=\s*\S/i.test(param));
  if (hasBoundary) return;
  throw new AppError(
    "bad_request",
    'The multipart body has no boundary: Content-Type "multipart/form-data" needs its ' +
      '"; boundary=..." parameter. Let the HTTP client set the header (curl -F file=@t.jsonl), ' +
      "or send raw JSONL as application/x-ndjson.",
  );
}

/** A file name holding NUL is refused, not cleaned: no client names a real file so. */
function refuseNul(name: string | null | undefined): string | null | undefined {
  if (name?.includes("\u0000"))
    throw new AppError("bad_request", "The file name contains a NUL character: rename the file.");
  return name;
}

function refused(error: AppError): IngestOutcome {
  return { ok: false, error: { code: error.code, message: error.message, status: error.status } };
}

async function ingestMultipart(
  db: PrismaClient,
  body: AsyncIterable<Uint8Array>,
  contentType: string,
  options: Options,
): Promise<Named[]> {
  const parser = busboy({
    headers: { "content-type": contentType },
    limits: { files: MAX_FILES_PER_REQUEST },
  });
  const results: Promise<Named>[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  let bytesBefore = 0;
  let recordsBefore = 0;
  let files = 0;

  parser.on("file", (field, stream, info) => {
    if (field !== "file") {
      stream.resume();
      return;
    }
    // Parts arrive one after another; each is ingested while busboy streams it.
    const result = queue.then(async (): Promise<Named> => {
      let name: string;
      try {
        name = cleanFileName(refuseNul(info.filename));
      } catch (error) {
        stream.resume();
        files += 1;
        return { name: cleanFileName(info.filename), outcome: refused(error as AppError) };
      }
      let received = 0;
      const outcome = await ingestFile(db, {
        name,
        body: stream,
        maxBytes: options.maxBytes - bytesBefore,
        onProgress: ({ bytes, records }) => {
          received = bytes;
          options.onProgress({
            bytesReceived: bytesBefore + bytes,
            records: recordsBefore + records,
            files,
          });
        },
      });
      stream.resume(); // A refused file may stop reading early: drain it so the next part comes.
      files += 1;
      bytesBefore += outcome.ok ? outcome.summary.bytes : received;
      if (outcome.ok) recordsBefore += outcome.summary.records;
      options.onProgress({ bytesReceived: bytesBefore, records: recordsBefore, files });
      return { name, outcome };
    });
    queue = result;
    results.push(result);
  });

  await new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", (error: unknown) =>
      reject(
        new AppError(
          "bad_request",
          `The multipart body is malformed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
    );
    Readable.from(body).on("error", reject).pipe(parser);
  });
  const named = await Promise.all(results);
  if (named.length === 0)
    throw new AppError("bad_request", 'The multipart body has no "file" part.');
  return named;
}

function answer(named: Named[]): UploadAnswer {
  const transcripts: TranscriptSummary[] = [];
  const failures: UploadFailure[] = [];
  let firstFailureStatus = 500;
  for (const { name, outcome } of named) {
    if (outcome.ok) transcripts.push(outcome.summary);
    else {
      if (failures.length === 0) firstFailureStatus = outcome.error.status;
      failures.push({ name, error: { code: outcome.error.code, message: outcome.error.message } });
    }
  }
  const [firstFailure] = failures;
  if (transcripts.length === 0 && firstFailure) {
    return {
      status: firstFailureStatus,
      body: { error: firstFailure.error, transcripts, failures },
    };
  }
  return {
    status: transcripts.every((t) => t.duplicate) ? 200 : 201,
    body: { transcripts, failures },
  };
}
