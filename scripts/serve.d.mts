// Types for serve.mjs, for its unit test (the project has no allowJs).
import type http from "node:http";

export declare const PEER_HEADER: "x-compaction-lab-peer";
export declare const ALLOWED_METHODS: readonly string[];
export type ServerTimeouts = { headersMs: number; bodyIdleMs: number; checkEveryMs: number };
export declare const DEFAULT_TIMEOUTS: ServerTimeouts;
export declare function checkRequestTarget(target: string | undefined): string | null;
export declare function answerMethod(
  method: string | undefined,
  target: string,
): { status: 405; allow: string; message: string } | { status: 204; allow: string } | null;
export declare function peerAddress(peer: {
  remoteAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustProxy: boolean;
}): string;
export declare function isClientGone(error: unknown): boolean;
export declare function warmUpUrl(address: ReturnType<http.Server["address"]>): string | null;
export declare function watchBodyIdle(
  req: {
    complete: boolean;
    destroyed: boolean;
    readableLength: number;
    socket: { bytesRead: number } | null;
  },
  options: { idleMs: number; onIdle: () => void; checkEveryMs?: number; now?: () => number },
): () => void;
export declare function rawErrorResponse(
  status: number,
  reason: string,
  code: string,
  message: string,
): string;
export declare function createAppServer(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<unknown>,
  options?: { trustProxy?: boolean; loopbackOnly?: boolean; timeouts?: ServerTimeouts },
): http.Server;
