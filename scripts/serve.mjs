// The production server that `npm start` runs: Next's request handler inside our own Node
// HTTP server, so the answers Next never sees are JSON too (SPEC section 2):
//   - a request line or headers over Node's limit: 431, not an empty body;
//   - a malformed request (bad percent-encoding in the path, a target that is not a path):
//     400, where Next would answer a plain-text 500 and log nothing;
//   - anything Next throws outside a route handler: a logged 500 in the API's shape.
// SIGINT and SIGTERM close the server and exit 0. PORT (default 3000) and HOSTNAME as `next start`.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Writes the API's error shape on a response that has not started. */
function sendError(res, status, code, message) {
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
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

/** A complete HTTP response, written raw on a socket whose request Node could not parse. */
export function rawErrorResponse(status, reason, code, message) {
  const body = JSON.stringify({ error: { code, message } });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

function onClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const answer =
    error.code === "HPE_HEADER_OVERFLOW"
      ? rawErrorResponse(
          431,
          "Request Header Fields Too Large",
          "headers_too_large",
          `The request line and headers are over ${http.maxHeaderSize} bytes: shorten the URL (use a POST body for long inputs).`,
        )
      : rawErrorResponse(
          400,
          "Bad Request",
          "bad_request",
          `The request is malformed (${error.code ?? "unparseable"}).`,
        );
  socket.end(answer);
}

async function main() {
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOSTNAME || undefined;
  const app = next({ dev: false, dir: ROOT, port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = http.createServer((req, res) => {
    const problem = checkRequestTarget(req.url);
    if (problem) return sendError(res, 400, "bad_request", problem);
    handle(req, res).catch((error) => {
      console.error(`Unexpected server error on ${req.method} ${req.url}:`, error);
      sendError(res, 500, "internal", "Something went wrong on the server; it has been logged.");
    });
  });
  server.on("clientError", onClientError);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref(); // requests still running get 5 s
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.listen(port, hostname, () =>
    console.log(`Ready on http://${hostname ?? "localhost"}:${port}`),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`server: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
