import { isIP } from "node:net";

/**
 * The request header that carries the client's address to the app. scripts/serve.mjs sets it on
 * every request from the socket's remote address (or, with TRUST_PROXY=1, the address the proxy
 * in front reported), overwriting whatever a client sent, so it can be trusted here. Under
 * `next dev` nobody sets it: there is no address to throttle on, only accounts.
 */
export const PEER_HEADER = "x-compaction-lab-peer";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** The client's IP address from PEER_HEADER, or null when absent or not an address. */
export function readClientAddress(headers: HeaderSource): string | null {
  const raw = headers instanceof Headers ? headers.get(PEER_HEADER) : headers[PEER_HEADER];
  if (typeof raw !== "string") return null;
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d: one client, one key.
  const address = raw
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return isIP(address) ? address : null;
}
