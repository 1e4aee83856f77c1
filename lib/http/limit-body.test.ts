import { describe, expect, it } from "vitest";
import { readLimitedText } from "./limit-body";
import { makePostRequest as request, refusal } from "./testing/body-requests";

const LIMIT = { maxBytes: 1024, what: "The body", setting: "SOME_LIMIT" };

/** A body that would never end, counting how many chunks were pulled from it. */
function endlessBody(chunkBytes: number) {
  const pulled = { chunks: 0 };
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.chunks += 1;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled };
}

describe("readLimitedText", () => {
  it.each([
    ["empty", "", ""],
    ["just under", "a".repeat(1023), "a".repeat(1023)],
    ["exactly at the limit", "a".repeat(1024), "a".repeat(1024)],
    ["multi-byte characters", "é".repeat(512), "é".repeat(512)],
  ])("reads a body %s", async (_name, body, expected) => {
    expect(await readLimitedText(request(body), LIMIT)).toBe(expected);
  });

  it("refuses a declared Content-Length over the limit before reading a byte", async () => {
    const { body, pulled } = endlessBody(64);
    const error = await refusal(
      readLimitedText(request(body, { "content-length": String(10 ** 9) }), LIMIT),
    );
    expect(error.code).toBe("too_large");
    expect(error.message).toBe(
      "The body is 1000000000 bytes, over the limit of 1 KiB (SOME_LIMIT).",
    );
    expect(pulled.chunks).toBeLessThanOrEqual(1); // the stream's own first pull, never read
  });

  it("stops an endless body one chunk past the limit, whatever Content-Length claims", async () => {
    const { body, pulled } = endlessBody(100);
    const error = await refusal(readLimitedText(request(body, { "content-length": "10" }), LIMIT));
    expect(error.status).toBe(413);
    expect(error.message).toBe("The body is larger than the limit of 1 KiB (SOME_LIMIT).");
    expect(pulled.chunks).toBeLessThan(15);
  });

  it("refuses one byte over the limit", async () => {
    const error = await refusal(readLimitedText(request("a".repeat(1025)), LIMIT));
    expect(error.code).toBe("too_large");
  });
});
