import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { AppError } from "../../errors";
import { receiveUpload } from "./receive-upload";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());
beforeEach(async () => {
  await db.transcript.deleteMany();
});

const jsonl = (uuid: string) =>
  JSON.stringify({ type: "user", uuid, message: { role: "user", content: "hi" } }) + "\n";
const noProgress = () => undefined;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://test/api/transcripts", { method: "POST", body, headers });

describe("receiveUpload", () => {
  it("stores each multipart file part and reports the refused ones by name", async () => {
    const form = new FormData();
    form.append("file", new Blob([jsonl("a")]), "../../etc/one.jsonl");
    form.append("file", new Blob(["[1,2]"]), "array.json");
    form.append("file", new Blob([jsonl("b")]), "two.jsonl");
    form.append("note", "ignored field");
    const answer = await receiveUpload(db, post(form), {
      name: null,
      maxBytes: 1e9,
      onProgress: noProgress,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.transcripts.map((t) => t.name)).toEqual(["one.jsonl", "two.jsonl"]);
    expect(answer.body.failures).toEqual([
      { name: "array.json", error: expect.objectContaining({ code: "not_jsonl" }) },
    ]);
  });

  it("answers 200 with duplicate: true when every file was already stored", async () => {
    const request = () => post(jsonl("same"), { "content-type": "application/x-ndjson" });
    const first = await receiveUpload(db, request(), {
      name: "x.jsonl",
      maxBytes: 1e9,
      onProgress: noProgress,
    });
    const second = await receiveUpload(db, request(), {
      name: "x.jsonl",
      maxBytes: 1e9,
      onProgress: noProgress,
    });
    expect([first.status, second.status, second.body.transcripts[0]?.duplicate]).toEqual([
      201,
      200,
      true,
    ]);
  });

  it("answers the first failure as the error when nothing was stored", async () => {
    const answer = await receiveUpload(db, post("", { "content-type": "text/plain" }), {
      name: null,
      maxBytes: 1e9,
      onProgress: noProgress,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe("empty_body");
  });

  it.each([
    ["application/json", "unsupported_media_type"],
    ["application/x-www-form-urlencoded", "unsupported_media_type"],
  ])("refuses Content-Type %s naming the accepted ones", async (type, code) => {
    await expect(
      receiveUpload(db, post(jsonl("a"), { "content-type": type }), {
        name: null,
        maxBytes: 1e9,
        onProgress: noProgress,
      }),
    ).rejects.toMatchObject({ code, message: expect.stringContaining("application/x-ndjson") });
  });

  // Regression: multipart without a boundary answered 500.
  it("refuses multipart/form-data without a boundary with 400 naming the boundary", async () => {
    const request = post(jsonl("a"), { "content-type": "multipart/form-data" });
    await expect(
      receiveUpload(db, request, { name: null, maxBytes: 1e9, onProgress: noProgress }),
    ).rejects.toMatchObject({
      code: "bad_request",
      message: expect.stringContaining("has no boundary"),
    });
  });

  /** A multipart body built by hand, as curl or a script would send it. */
  const multipart = (disposition: string) =>
    post(
      `--B\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\n` +
        `Content-Type: application/x-ndjson\r\n\r\n${jsonl("nul-name")}\r\n--B--\r\n`,
      { "content-type": "multipart/form-data; boundary=B" },
    );

  it.each([
    ["percent-encoded (filename*)", "filename*=UTF-8''one%00.jsonl"],
    ["percent-encoded at its end", "filename*=UTF-8''one.jsonl%00"],
  ])(
    "refuses a multipart file whose name holds a NUL, %s, with 400",
    async (_case, disposition) => {
      const answer = await receiveUpload(db, multipart(disposition), {
        name: null,
        maxBytes: 1e9,
        onProgress: noProgress,
      });
      expect([answer.status, answer.body.error]).toEqual([
        400,
        {
          code: "bad_request",
          message: "The file name contains a NUL character: rename the file.",
        },
      ]);
      expect(await db.transcript.count()).toBe(0);
    },
  );

  it("refuses a multipart file name with a raw NUL in its header as malformed (400)", async () => {
    await expect(
      receiveUpload(db, multipart('filename="one\u0000.jsonl"'), {
        name: null,
        maxBytes: 1e9,
        onProgress: noProgress,
      }),
    ).rejects.toMatchObject({ code: "bad_request", status: 400 });
  });

  it("refuses ?name= holding a NUL with 400", async () => {
    const request = post(jsonl("a"), { "content-type": "application/x-ndjson" });
    await expect(
      receiveUpload(db, request, { name: "a\u0000.jsonl", maxBytes: 1e9, onProgress: noProgress }),
    ).rejects.toMatchObject({ code: "bad_request", status: 400 });
  });

  it("refuses a declared length over the limit before reading, naming the limit", async () => {
    const request = post(jsonl("a"), {
      "content-type": "application/x-ndjson",
      "content-length": "5000",
    });
    const error: unknown = await receiveUpload(db, request, {
      name: null,
      maxBytes: 1024,
      onProgress: noProgress,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    expect((error as AppError).message).toContain("1 KiB");
  });

  it("reports progress in bytes and records", async () => {
    const seen: { bytesReceived: number; records: number; files: number }[] = [];
    await receiveUpload(
      db,
      post(jsonl("a") + jsonl("b"), { "content-type": "application/jsonl" }),
      { name: null, maxBytes: 1e9, onProgress: (p) => seen.push(p) },
    );
    expect(seen.at(-1)).toEqual({ bytesReceived: jsonl("a").length * 2, records: 2, files: 1 });
  });
});
