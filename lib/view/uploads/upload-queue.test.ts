import { describe, expect, it } from "vitest";
import { makeTranscriptSummary } from "../testing/make-transcript-summary";
import { describeUploadProgress } from "./upload-progress";
import { uploadQueueReducer, uploadsToStart, type UploadItem } from "./upload-queue";

function makeQueue(count: number, size = 1_000): UploadItem[] {
  const files = Array.from({ length: count }, (_, i) => ({
    id: `u${i}`,
    name: `f${i}.jsonl`,
    size,
  }));
  return uploadQueueReducer([], { type: "add", files });
}

const DONE = { ok: true as const, transcript: makeTranscriptSummary(), duplicate: false };

describe("upload queue", () => {
  it("starts at most 3 uploads at once, oldest first", () => {
    let queue = makeQueue(5);
    expect(uploadsToStart(queue)).toEqual(["u0", "u1", "u2"]);
    for (const id of uploadsToStart(queue))
      queue = uploadQueueReducer(queue, { type: "start", id });
    expect(uploadsToStart(queue)).toEqual([]);
    queue = uploadQueueReducer(queue, { type: "finish", id: "u1", outcome: DONE });
    expect(uploadsToStart(queue)).toEqual(["u3"]);
  });

  it("moves sending -> parsing -> done and keeps the end against late events", () => {
    let queue = makeQueue(1);
    queue = uploadQueueReducer(queue, { type: "start", id: "u0" });
    queue = uploadQueueReducer(queue, { type: "sent", id: "u0", bytesSent: 400 });
    queue = uploadQueueReducer(queue, { type: "parsed", id: "u0", records: 12 });
    queue = uploadQueueReducer(queue, { type: "uploaded", id: "u0" });
    expect(queue[0]).toMatchObject({ status: "parsing", bytesSent: 1_000, recordsParsed: 12 });
    queue = uploadQueueReducer(queue, { type: "finish", id: "u0", outcome: DONE });
    queue = uploadQueueReducer(queue, { type: "parsed", id: "u0", records: 3 });
    queue = uploadQueueReducer(queue, { type: "cancel", id: "u0" });
    expect(queue[0]).toMatchObject({ status: "done", recordsParsed: 12 });
  });

  it("never lets progress go backwards or past the file size", () => {
    let queue = uploadQueueReducer(makeQueue(1), { type: "start", id: "u0" });
    queue = uploadQueueReducer(queue, { type: "sent", id: "u0", bytesSent: 700 });
    queue = uploadQueueReducer(queue, { type: "sent", id: "u0", bytesSent: 300 });
    expect(queue[0]?.bytesSent).toBe(700);
    queue = uploadQueueReducer(queue, { type: "sent", id: "u0", bytesSent: 5_000 });
    expect(queue[0]?.bytesSent).toBe(1_000);
  });

  it("marks a failed outcome failed, and clears finished rows only", () => {
    let queue = makeQueue(2);
    queue = uploadQueueReducer(queue, { type: "start", id: "u0" });
    queue = uploadQueueReducer(queue, {
      type: "finish",
      id: "u0",
      outcome: { ok: false, code: "not_jsonl", message: "not JSONL" },
    });
    expect(queue[0]?.status).toBe("failed");
    expect(uploadQueueReducer(queue, { type: "clearFinished" }).map((item) => item.id)).toEqual([
      "u1",
    ]);
  });

  it("does not mutate the queue it is given", () => {
    const queue = makeQueue(2);
    const copy = structuredClone(queue);
    uploadQueueReducer(queue, { type: "start", id: "u0" });
    uploadQueueReducer(queue, { type: "clearFinished" });
    expect(queue).toEqual(copy);
  });
});

const QUEUED_ITEM: UploadItem = {
  id: "u",
  name: "a.jsonl",
  size: 3_600_000,
  status: "queued",
  bytesSent: 0,
  recordsParsed: 0,
  outcome: null,
};

describe("describeUploadProgress", () => {
  it.each([
    [{ status: "queued" }, 0, "Waiting for a free slot"],
    [{ status: "sending", bytesSent: 1_200_000 }, 1_200_000, "Sending 1.2 MB of 3.6 MB (33%)"],
    [
      { status: "sending", bytesSent: 1_200_000, recordsParsed: 4_321 },
      1_200_000,
      "Sending 1.2 MB of 3.6 MB (33%) · 4,321 records parsed",
    ],
    [
      { status: "parsing", recordsParsed: 9_000 },
      null,
      "Parsing and storing · 9,000 records parsed",
    ],
    [{ status: "done" }, 3_600_000, "Stored"],
  ] as const)("shows %j as value %s and %s", (change, value, label) => {
    const item: UploadItem = { ...QUEUED_ITEM, ...change };
    expect(describeUploadProgress(item)).toEqual({ value, max: 3_600_000, label });
  });
});
