// The production server that `npm start` runs: Next's request handler inside our own Node
// HTTP server, so the answers Next never sees are JSON too (SPEC section 2):
//   - a request line or headers over Node's limit: 431, not an empty body;
//   - a malformed request (bad percent-encoding in the path, a target that is not a path):
//     400, where Next would answer a plain-text 500 and log nothing;
//   - a method outside GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS (TRACE, PROPFIND, ...):
//     405 with Allow, where Next answers TRACE with a plain-text 500 and the rest with an empty
//     400. On a page, OPTIONS (Next: an empty 400) is an empty 204 with Allow: GET, HEAD, POST,
//     OPTIONS, and PUT/PATCH/DELETE (Next: the page, as for GET) a 405; on /api/* the routes
//     answer (Next's 204 with Allow for OPTIONS, the routes' JSON 405 for a method they lack);
//   - headers not complete within 15 s, or a body that stops arriving for 30 s while the app
//     waits for it (a Content-Length larger than what is sent): 408, where Node waited 5
//     minutes. A long upload that keeps sending, and a long answer (server-sent events) once
//     the body is in, are never cut;
//   - anything Next throws outside a route handler: a logged 500 in the API's shape; a client
//     that closed its connection is not a server fault and is not logged as one.
// Every request reaches Next with `x-compaction-lab-peer` set to the client's address (what
// sign-in throttling counts), overwriting whatever the client sent: the socket's peer, or with
// TRUST_PROXY=1 the rightmost X-Forwarded-For entry (the one the proxy in front appended).
// The open mode listens on loopback only and answers only loopback Host names
// (scripts/listen-address.mjs). SIGINT and SIGTERM close the server and exit 0. PORT (default
// 3000) and HOSTNAME as `next start`.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkLoopbackHost, chooseListenAddress } from "./listen-address.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The header the app reads the client's address from (lib/auth: sign-in throttling). */
export const PEER_HEADER = "x-compaction-lab-peer";

/** The methods Next is asked to answer; routes refuse those they lack with a JSON 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Pages answer GET and HEAD, and POST for their forms' server actions (the sign-in form). */
const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];

export const DEFAULT_TIMEOUTS = {
  /** The request line and every header must arrive within this (Node's default: 60 s). */
  headersMs: 15_000,
  /** A body the app is reading may go this long without a byte before it answers 408. */
  bodyIdleMs: 30_000,
  /** How often Node checks headersMs (its default, 30 s, would double the wait). */
  checkEveryMs: 2_000,
};

/** Writes the API's error shape on a response that has not started. */
function sendError(res, status, code, message, headers = {}) {
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

/** Why a request target cannot be routed, or null. Next would fail on it with a 500. */
export function checkRequestTarget(target) {
  if (!target?.startsWith("/"))
    return `The request target "${String(target).slice(0, 100)}" is not a path.`;
  const pathname = target.split("?")[0];
  try {
    decodeURIComponent(pathname);
  } catch {
    return `The path "${pathname.slice(0, 200)}" has malformed percent-encoding (a % must be followed by two hex digits of valid UTF-8).`;
  }
  return null;
}

const isApiPath = (target) => /^\/api(\/|\?|$)/.test(target);

/**
 * What the server answers for `method` on `target` before Next sees it, or null to hand it on:
 * a method outside the seven is a 405 everywhere; on a page (anything outside /api, whose
 * routes answer every method themselves) OPTIONS is an empty 204 and PUT, PATCH, DELETE a 405
 * (Next would render the page as for a GET).
 *
 * @returns {{ status: 405, allow: string, message: string } | { status: 204, allow: string } | null}
 */
export function answerMethod(method, target) {
  const shown = String(method).slice(0, 40);
  if (!ALLOWED_METHODS.includes(method))
    return {
      status: 405,
      allow: ALLOWED_METHODS.join(", "),
      message: `${shown} is not allowed: this server answers ${ALLOWED_METHODS.slice(0, -1).join(", ")} and OPTIONS.`,
    };
  // `OPTIONS *` asks about the server as a whole.
  if (method === "OPTIONS" && target === "*")
    return { status: 204, allow: ALLOWED_METHODS.join(", ") };
  if (isApiPath(target)) return null;
  if (method === "OPTIONS") return { status: 204, allow: PAGE_METHODS.join(", ") };
  if (PAGE_METHODS.includes(method)) return null;
  const pathname = target.split("?")[0].slice(0, 200);
  return {
    status: 405,
    allow: PAGE_METHODS.join(", "),
    message: `${shown} is not allowed on the page ${pathname}: pages answer GET, HEAD and POST.`,
  };
}

/**
 * The client's address as sign-in throttling should count it: the socket's peer, or with a
 * trusted proxy in front the rightmost X-Forwarded-For entry, which that proxy appended (the
 * entries left of it are whatever the client claimed). A proxy that sent none: the socket.
 */
export function peerAddress({ remoteAddress, forwardedFor, trustProxy }) {
  if (trustProxy) {
    const joined = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
    const last = joined
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last.slice(0, 100);
  }
  return remoteAddress || "unknown";
}

/**
 * Whether an error only says the client went away while its body was read (closed the tab,
 * cancelled an upload): Node's `Error: aborted` on the request, or the premature close of the
 * stream over it, possibly as the cause of another error. A bare ECONNRESET is not enough: the
 * server's own connections (database, model API) fail with it too. Same rule as lib/errors.ts.
 */
export function isClientGone(error, depth = 0) {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, message, cause } = /** @type {Record<string, unknown>} */ (error);
  if (message === "aborted" || code === "ERR_STREAM_PREMATURE_CLOSE") return true;
  return isClientGone(cause, depth + 1);
}

/**
 * Watches a request body the app may be reading: when no byte arrived for `idleMs` while
 * nothing sat unread (the client stalled, not the app), calls `onIdle` once. Stops once the
 * body is complete, so a long answer after it (server-sent events) is never cut, and a long
 * upload that keeps sending never trips it. Returns a function that stops watching.
 *
 * @param {{ complete: boolean, destroyed: boolean, readableLength: number, socket: { bytesRead: number } | null }} req
 */
export function watchBodyIdle(
  req,
  { idleMs, onIdle, checkEveryMs = Math.min(1_000, idleMs / 4), now = Date.now },
) {
  let lastBytes = req.socket?.bytesRead ?? 0;
  let lastChange = now();
  const timer = setInterval(() => {
    if (req.complete || req.destroyed || req.socket === null) return stop();
    const bytes = req.socket.bytesRead;
    if (bytes !== lastBytes || req.readableLength > 0) {
      lastBytes = bytes;
      lastChange = now();
    } else if (now() - lastChange >= idleMs) {
      stop();
      onIdle();
    }
  }, checkEveryMs);
  timer.unref();
  function stop() {
    clearInterval(timer);
  }
  return stop;
}

/** A complete HTTP response, written raw on a socket whose request Node could not parse. */
export function rawErrorResponse(status, reason, code, message) {
  const body = JSON.stringify({ error: { code, message } });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

function clientErrorAnswer(error, timeouts) {
  if (error.code === "HPE_HEADER_OVERFLOW")
    return rawErrorResponse(
      431,
      "Request Header Fields Too Large",
      "headers_too_large",
      `The request line and headers are over ${http.maxHeaderSize} bytes: shorten the URL (use a POST body for long inputs).`,
    );
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT")
    return rawErrorResponse(
      408,
      "Request Timeout",
      "request_timeout",
      `The request line and headers did not arrive within ${timeouts.headersMs / 1000} s.`,
    );
  return rawErrorResponse(
    400,
    "Bad Request",
    "bad_request",
    `The request is malformed (${error.code ?? "unparseable"}).`,
  );
}

/**
 * The HTTP server around `handle` (Next's request handler, or a test's): every check above
 * before the handler runs, the body-idle watch while it runs. Not listening yet.
 *
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<unknown>} handle
 */
export function createAppServer(
  handle,
  { trustProxy = false, loopbackOnly = false, timeouts = DEFAULT_TIMEOUTS } = {},
) {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      // The whole-request limit (Node: 5 min) would cut a long upload that keeps sending; the
      // body-idle watch bounds a stalled one instead.
      requestTimeout: 0,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (req, res) => {
      const methodAnswer = answerMethod(req.method, req.url);
      if (methodAnswer?.status === 405)
        return sendError(res, 405, "method_not_allowed", methodAnswer.message, {
          allow: methodAnswer.allow,
        });
      if (methodAnswer?.status === 204) {
        res.writeHead(204, { allow: methodAnswer.allow });
        return void res.end();
      }
      const problem = checkRequestTarget(req.url);
      if (problem) return sendError(res, 400, "bad_request", problem);
      const strangeHost = loopbackOnly ? checkLoopbackHost(req.headers.host) : null;
      if (strangeHost) return sendError(res, 403, "forbidden", strangeHost);
      req.headers[PEER_HEADER] = peerAddress({
        remoteAddress: req.socket.remoteAddress,
        forwardedFor: req.headers["x-forwarded-for"],
        trustProxy,
      });
      const stopWatching = watchBodyIdle(req, {
        idleMs: timeouts.bodyIdleMs,
        onIdle: () => {
          if (res.headersSent) return void res.destroy();
          // The connection closes once the answer is out: the rest of the body never comes.
          res.once("finish", () => req.destroy());
          sendError(
            res,
            408,
            "request_timeout",
            `The request body stopped arriving: no byte in ${timeouts.bodyIdleMs / 1000} s, ` +
              "short of its declared length. Send it again.",
            { connection: "close" },
          );
        },
      });
      res.once("close", stopWatching);
      handle(req, res).catch((error) => {
        if (isClientGone(error) || req.destroyed) return void res.destroy();
        console.error(`Unexpected server error on ${req.method} ${req.url}:`, error);
        sendError(res, 500, "internal", "Something went wrong on the server; it has been logged.");
      });
    },
  );
  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    socket.end(clientErrorAnswer(error, timeouts));
  });
  return server;
}

/**
 * Where the server just bound answers a request from this machine: a wildcard address on
 * loopback, an IPv6 one in brackets. Null for a Unix socket (nothing to warm through).
 */
export function warmUpUrl(address) {
  if (address === null || typeof address === "string") return null;
  const host = ["0.0.0.0", "::"].includes(address.address) ? "127.0.0.1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}/`;
}

/**
 * Renders the sessions list once, as a visitor would, so the first person after a start does
 * not pay for the server's first page render: what every page shares is loaded and compiled
 * then (the first session page opened after an upload took 0.25 s more without it on a quiet
 * machine, 0.8 s on a busy one). Best-effort: a failure only leaves that cost where it was.
 */
async function warmUp(address) {
  const url = warmUpUrl(address);
  if (url === null) return;
  await fetch(url, { redirect: "manual" })
    .then((response) => response.arrayBuffer())
    .catch(() => {});
}

async function main() {
  const port = Number(process.env.PORT || 3000);
  const { hostname, loopbackOnly, note } = chooseListenAddress(process.env);
  if (note) console.log(note);
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: ROOT, port, hostname });
  await app.prepare();
  const server = createAppServer(app.getRequestHandler(), {
    trustProxy: process.env.TRUST_PROXY?.trim() === "1",
    loopbackOnly,
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref(); // requests still running get 5 s
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.listen(port, hostname, () => {
    console.log(`Ready on http://${hostname ?? "localhost"}:${port}`);
    void warmUp(server.address());
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`server: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
