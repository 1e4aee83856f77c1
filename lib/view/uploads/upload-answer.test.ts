import { describe, expect, it } from "vitest";
import { makeTranscriptSummary } from "../testing/make-transcript-summary";
import { parseUploadAnswer } from "./upload-answer";

describe("parseUploadAnswer", () => {
  it("reads a stored transcript from a 201", () => {
    const summary = makeTranscriptSummary();
    const outcome = parseUploadAnswer(
      201,
      JSON.stringify({ transcripts: [summary], failures: [] }),
    );
    expect(outcome).toEqual({ ok: true, transcript: summary, duplicate: false });
  });

  it("marks a 200 whose summary says duplicate", () => {
    const summary = makeTranscriptSummary({ duplicate: true });
    const outcome = parseUploadAnswer(200, JSON.stringify({ transcripts: [summary] }));
    expect(outcome).toMatchObject({ ok: true, duplicate: true });
  });

  it.each([
    [413, "too_large", "The file is 2.1 GB; the limit is 1 GB."],
    [422, "not_jsonl", "Line 1 is not a JSON object: a JSON array."],
    [400, "empty_body", "The upload was empty."],
  ])("gives the server's own words for a %d", (status, code, message) => {
    const body = JSON.stringify({
      error: { code, message },
      failures: [{ name: "x", error: { code, message } }],
    });
    expect(parseUploadAnswer(status, body)).toEqual({ ok: false, code, message });
  });

  it("reports the failure of a 2xx that stored nothing", () => {
    const body = JSON.stringify({
      transcripts: [],
      failures: [{ name: "a.jsonl", error: { code: "no_records", message: "No records." } }],
    });
    expect(parseUploadAnswer(201, body)).toEqual({
      ok: false,
      code: "no_records",
      message: "No records.",
    });
  });

  it.each([
    [
      413,
      "<html>Request Entity Too Large</html>",
      "The file is larger than the server accepts. (HTTP 413)",
    ],
    [502, "", "The server is unreachable (bad gateway). (HTTP 502)"],
    [418, "teapot", "The upload failed. (HTTP 418)"],
    [201, "{not json", "The server answered 201 without a transcript."],
  ])("puts a %d answer that is not the API's JSON into words", (status, body, message) => {
    expect(parseUploadAnswer(status, body)).toMatchObject({ ok: false, message });
  });
});
