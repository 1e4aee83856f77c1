import type { Rng } from "./prng";

/*
 * Builds real, decodable PNG files (RGB, zlib "stored" blocks) and encodes them as base64.
 * Why real: the UI may render pasted images, and a parser that sniffs the PNG signature or
 * size should see valid data. Stored blocks avoid a deflate implementation; the file is
 * bigger than a compressed PNG, which suits the "1-2 MB image line" case.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function writeU32(out: Uint8Array, at: number, value: number): void {
  out[at] = value >>> 24;
  out[at + 1] = (value >>> 16) & 0xff;
  out[at + 2] = (value >>> 8) & 0xff;
  out[at + 3] = value & 0xff;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  writeU32(out, 0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  writeU32(out, 8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + blocks * 5 + raw.length + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let b = 0; b < blocks; b++) {
    const start = b * 65535;
    const len = Math.min(65535, raw.length - start);
    out[at++] = b === blocks - 1 ? 1 : 0;
    out[at++] = len & 0xff;
    out[at++] = len >>> 8;
    out[at++] = ~len & 0xff;
    out[at++] = (~len >>> 8) & 0xff;
    out.set(raw.subarray(start, start + len), at);
    at += len;
  }
  let a = 1;
  let s = 0;
  for (let i = 0; i < raw.length; i++) {
    a = (a + (raw[i] ?? 0)) % 65521;
    s = (s + a) % 65521;
  }
  writeU32(out, at, ((s << 16) | a) >>> 0);
  return out;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let line = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    line += B64.charAt(n >>> 18) + B64.charAt((n >>> 12) & 63);
    line += i + 1 < bytes.length ? B64.charAt((n >>> 6) & 63) : "=";
    line += i + 2 < bytes.length ? B64.charAt(n & 63) : "=";
    if (line.length >= 8192) {
      parts.push(line);
      line = "";
    }
  }
  parts.push(line);
  return parts.join("");
}

/**
 * A screenshot-like RGB PNG (flat panels, text-like noise rows) as base64.
 * @example
 * makePngBase64(createRng(1), 64, 48).startsWith("iVBORw0KGgo"); // true
 */
export function makePngBase64(rng: Rng, width: number, height: number): string {
  const stride = width * 3 + 1;
  const raw = new Uint8Array(stride * height);
  const bg = [rng.int(200, 255), rng.int(200, 255), rng.int(200, 255)];
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const isText = y % 18 > 4 && y % 18 < 14 && rng.chance(0.7);
    for (let x = 0; x < width; x++) {
      const ink = isText && (rng.u32() & 7) === 0;
      const p = row + 1 + x * 3;
      raw[p] = ink ? 40 : (bg[0] ?? 255);
      raw[p + 1] = ink ? 40 : (bg[1] ?? 255);
      raw[p + 2] = ink ? 48 : (bg[2] ?? 255);
    }
  }
  const header = new Uint8Array(13);
  writeU32(header, 0, width);
  writeU32(header, 4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlibStored(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const total = parts.reduce((sum, p) => sum + p.length, 0);
  const file = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    file.set(p, at);
    at += p.length;
  }
  return toBase64(file);
}
