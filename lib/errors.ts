import { z } from "zod";
import { describeZodIssue } from "./describe-zod-issue";

/** The closed set of error codes the API answers with, and their HTTP statuses. */
export const ERROR_STATUS = {
  bad_request: 400,
  empty_body: 400,
  upload_interrupted: 400,
  unauthenticated: 401,
  no_workspace: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  invalid_request: 422,
  not_jsonl: 422,
  no_records: 422,
  binary_file: 422,
  too_many_requests: 429,
  headers_too_large: 431,
  internal: 500,
  overloaded: 503,
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An expected failure with a message fit for the user. Anything else is a bug (500). */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** Headers the answer carries: Allow on a 405; Retry-After on a 503 (see retryAfterSeconds). */
  readonly headers: Record<string, string>;
  constructor(
    code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.headers = { ...options.headers };
    if (options.retryAfterSeconds !== undefined)
      this.headers["retry-after"] = String(options.retryAfterSeconds);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The 404 of every route and service that looks a transcript up by id: one wording. */
export function transcriptNotFound(id: string): AppError {
  return new AppError("not_found", `No transcript with id "${id}".`);
}

export type ErrorBody = { error: { code: ErrorCode; message: string } };

/**
 * Maps any thrown value to the API's error shape in one place: AppError as it is, zod to
 * 422 with the failing paths, everything else to a generic 500 whose cause is logged once
 * (never sent: no stack traces, no secrets). A full disk is an AppError by then: its message
 * reads the disk, so lib/storage/full-disk-error.ts makes it one where a failure is answered.
 */
export function toErrorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message } } };
  }
  if (error instanceof z.ZodError) {
    // Sentences a form can show as they are: "overrides.autocompactBufferTokens must be a
    // number of tokens", not zod's "Invalid input: expected number, received string".
    const message = error.issues.map((issue) => describeZodIssue(issue, { name: "" })).join("; ");
    return { status: 422, body: { error: { code: "invalid_request", message } } };
  }
  if (isClientGone(error)) {
    // Nobody reads this answer: the client closed its connection (a cancelled upload, a closed
    // tab) while its request was read. Not a server fault, so no stack trace in the log.
    const reason = describeClientGone(error);
    console.warn(`A connection closed before its request was read (${reason}).`);
    return {
      status: 400,
      body: {
        error: {
          code: "bad_request",
          message: `The connection closed before the request was read (${reason}).`,
        },
      },
    };
  }
  console.error("Unexpected server error:", error);
  return {
    status: 500,
    body: {
      error: {
        code: "internal",
        message: "Something went wrong on the server; it has been logged.",
      },
    },
  };
}

/** SQLite's, Node's and PostgreSQL's words for a full disk. */
const NO_SPACE_CODES = new Set(["SQLITE_FULL", "ENOSPC", "53100"]);

/**
 * Whether an error, or one it wraps, says the disk is full. Prisma reports SQLite's
 * SQLITE_FULL as a known request error whose `meta.driverAdapterError.cause.originalCode`
 * holds it; better-sqlite3 and Node put it in `code`; PostgreSQL's SQLSTATE 53100 is disk_full.
 */
export function isOutOfSpace(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const fields = error as {
    code?: unknown;
    originalCode?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  if (NO_SPACE_CODES.has(String(fields.code)) || NO_SPACE_CODES.has(String(fields.originalCode)))
    return true;
  return (
    isOutOfSpace(fields.cause, depth + 1) ||
    isOutOfSpace(fields.meta?.driverAdapterError, depth + 1)
  );
}

type ErrorFields = { code?: unknown; message?: unknown; cause?: unknown };

/**
 * The error, or one it wraps, that a request body's stream fails with when its client goes
 * away: Node's `Error: aborted` (code ECONNRESET) on the request, or the premature close of the
 * web stream over it. A bare ECONNRESET or AbortError is not enough: the database's or the
 * model API's connection fails with those too, and that is the server's fault.
 * (scripts/serve.mjs applies the same rule.)
 */
function findClientGone(error: unknown, depth = 0): ErrorFields | undefined {
  if (typeof error !== "object" || error === null || depth > 5) return undefined;
  const fields = error as ErrorFields;
  if (fields.message === "aborted" || fields.code === "ERR_STREAM_PREMATURE_CLOSE") return fields;
  return findClientGone(fields.cause, depth + 1);
}

/** Whether an error says the client closed its connection while its request body was read. */
export function isClientGone(error: unknown): boolean {
  return findClientGone(error) !== undefined;
}

function describeClientGone(error: unknown): string {
  const found = findClientGone(error);
  return typeof found?.code === "string" ? found.code : String(found?.message ?? "aborted");
}
