import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { makeStoredModel } from "../replay-pool/testing/make-stored-model";
import { decodeModelBlob } from "./model-blob";

describe("decodeModelBlob", () => {
  const { model, blob } = makeStoredModel(7, 2_000_000);

  it("decodes a stored model as the builder made it", async () => {
    expect(await decodeModelBlob(blob)).toEqual(model);
  });

  it("decodes it the same when its lines span many inflated chunks", async () => {
    expect(await decodeModelBlob(blob, 1_000)).toEqual(model);
  });

  it("rejects a blob cut short, and one that is no model", async () => {
    await expect(decodeModelBlob(blob.subarray(0, blob.length >> 1))).rejects.toThrow();
    await expect(decodeModelBlob(gzipSync('{"a":1}\n'))).rejects.toThrow(/malformed/);
  });
});
