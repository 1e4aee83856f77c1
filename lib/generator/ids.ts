import type { Rng } from "./prng";

const HEX = "0123456789abcdef";
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function randomChars(rng: Rng, alphabet: string, length: number): string {
  let out = "";
  let word = 0;
  let left = 0;
  for (let i = 0; i < length; i++) {
    if (left === 0) {
      word = rng.u32();
      left = 5; // five 6-bit draws per 32-bit word keeps this cheap for long signatures
    }
    out += alphabet[(word & 63) % alphabet.length];
    word >>>= 6;
    left--;
  }
  return out;
}

export function hex(rng: Rng, length: number): string {
  return randomChars(rng, HEX, length);
}

/** RFC 4122 version-4 shaped uuid drawn from the PRNG (deterministic, unlike crypto.randomUUID). */
export function uuid(rng: Rng): string {
  const h = hex(rng, 32);
  const variant = HEX[8 + (rng.u32() & 3)] ?? "8";
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** `msg_01` + 22 base62 characters, as the Messages API writes message ids. */
export function messageId(rng: Rng): string {
  return `msg_01${randomChars(rng, BASE62, 22)}`;
}

export function toolUseId(rng: Rng): string {
  return `toolu_01${randomChars(rng, BASE62, 22)}`;
}

export function requestId(rng: Rng): string {
  return `req_011C${randomChars(rng, BASE62, 20)}`;
}

/** 2.1.x subagent ids: "a" + 16 hex digits. */
export function agentId(rng: Rng): string {
  return `a${hex(rng, 16)}`;
}

/** Thinking-block signatures are opaque base64 blobs of a few hundred to a few thousand chars. */
export function signature(rng: Rng, length: number): string {
  return `Er${randomChars(rng, BASE64, Math.max(8, length - 2))}`;
}
