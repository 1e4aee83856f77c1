import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { makePngBase64, toBase64 } from "./png";
import { createRng } from "./prng";

describe("makePngBase64", () => {
  it.each([
    { width: 1, height: 1 },
    { width: 64, height: 48 },
    { width: 400, height: 300 },
  ])("writes a decodable $width x $height RGB PNG", ({ width, height }) => {
    const bytes = Buffer.from(makePngBase64(createRng(1), width, height), "base64");
    expect(bytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
    expect(bytes.readUInt32BE(16)).toBe(width);
    expect(bytes.readUInt32BE(20)).toBe(height);
    const idatLength = bytes.readUInt32BE(33);
    expect(bytes.toString("latin1", 37, 41)).toBe("IDAT");
    const pixels = inflateSync(bytes.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe((width * 3 + 1) * height);
  });

  it("encodes base64 exactly like Buffer does", () => {
    for (const length of [0, 1, 2, 3, 4, 5, 100, 10_000]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 37) & 255);
      expect(toBase64(data)).toBe(Buffer.from(data).toString("base64"));
    }
  });
});
