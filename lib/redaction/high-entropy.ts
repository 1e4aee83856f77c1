/** Shortest run of token characters judged by its entropy: shorter ones are words and ids. */
export const MIN_ENTROPY_LENGTH = 24;

/**
 * Longest run judged: past it a run is a blob (an image's base64, an embedded file), not a
 * credential, and replacing it would make the previews' "[base64 … kB]" labels lie.
 */
export const MAX_ENTROPY_LENGTH = 1_000;

/**
 * Bits per character from which a run counts as random. A 24-character run drawn at random
 * from base62 averages about 4.2 bits; camelCase identifiers and file names stay under 4.
 */
export const MIN_ENTROPY_BITS = 3.9;

/**
 * Whole runs of the characters a token or a base64 blob is made of, bounded by anything else.
 * The lookbehind starts a match only where a run starts, so the scan stays linear.
 */
export const TOKEN_RUN = /(?<![A-Za-z0-9+/_=-])[A-Za-z0-9+/_=-]{24,}/g;

const HEX_ONLY = /^[0-9a-f]+$|^[0-9A-F]+$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
// Ids of the Messages API and Claude Code that people look up, never credentials, also inside
// a longer name (`agent_msg_01...`).
const PUBLIC_ID_PREFIX = /(?:^|[_-])(?:toolu|srvtoolu|msg|req|file|msgbatch|call|chatcmpl)[_-]/;

/** Shannon entropy of a string in bits per character. */
export function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Whether a run of token characters looks like a secret nobody named: long, random, and
 * mixing upper case, lower case and digits, and not a blob. Kept in the clear: hex of any length (git SHAs,
 * sha256 and md5 digests people want to compare), anything holding a uuid, the API's public
 * ids (`toolu_`, `msg_`, `req_`...), and paths (two or more slashes).
 *
 * @example
 * isHighEntropySecret("Zq4Lr9Xv2Tb7Mn1Kw8Yp3Hs6") // true
 * isHighEntropySecret("5d41402abc4b2a76b9719d911017c592") // false: hex
 */
export function isHighEntropySecret(run: string): boolean {
  if (run.length < MIN_ENTROPY_LENGTH || run.length > MAX_ENTROPY_LENGTH) return false;
  if (HEX_ONLY.test(run) || UUID.test(run) || PUBLIC_ID_PREFIX.test(run)) return false;
  if ((run.match(/\//g)?.length ?? 0) >= 2) return false;
  if (!/[a-z]/.test(run) || !/[A-Z]/.test(run) || !/[0-9]/.test(run)) return false;
  return shannonEntropy(run) >= MIN_ENTROPY_BITS;
}
