import { z } from "zod";
import {
  transcriptSummarySchema,
  type TranscriptSummary,
} from "@/lib/contracts/transcript-summary";

/**
 * What one file's upload came to, read from the answer of `POST /api/transcripts`. Every
 * answer becomes words a person can act on: the server's own message when it sent JSON, a
 * plain description of the status when something in between (a proxy) answered instead.
 */
export type UploadOutcome =
  | { ok: true; transcript: TranscriptSummary; duplicate: boolean }
  | { ok: false; code: string; message: string };

const errorBodySchema = z.object({ code: z.string(), message: z.string() });
const failureSchema = z.object({ name: z.string(), error: errorBodySchema });

const successAnswerSchema = z.object({
  transcripts: z.array(transcriptSummarySchema),
  failures: z.array(failureSchema).default([]),
});
const errorAnswerSchema = z.object({
  error: errorBodySchema,
  failures: z.array(failureSchema).optional(),
});

const STATUS_WORDS: Record<number, string> = {
  400: "The server could not read the request.",
  404: "The upload endpoint was not found.",
  413: "The file is larger than the server accepts.",
  415: "The server does not accept this file type.",
  422: "The file is not a JSONL transcript.",
  500: "The server failed while storing the file.",
  502: "The server is unreachable (bad gateway).",
  503: "The server is busy or restarting; try again.",
  504: "The server took too long to answer.",
};

/** Parses the answer (status and body text) of one single-file upload. */
export function parseUploadAnswer(status: number, bodyText: string): UploadOutcome {
  const json = parseJson(bodyText);
  if (status >= 200 && status < 300) {
    const answer = successAnswerSchema.safeParse(json);
    if (answer.success) {
      const transcript = answer.data.transcripts[0];
      if (transcript) return { ok: true, transcript, duplicate: transcript.duplicate === true };
      const failure = answer.data.failures[0];
      if (failure) return { ok: false, ...failure.error };
    }
    return {
      ok: false,
      code: "bad_answer",
      message: `The server answered ${status} without a transcript.`,
    };
  }
  const error = errorAnswerSchema.safeParse(json);
  if (error.success) return { ok: false, ...error.data.error };
  const words = STATUS_WORDS[status] ?? "The upload failed.";
  return { ok: false, code: `http_${status}`, message: `${words} (HTTP ${status})` };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
