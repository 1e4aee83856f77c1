import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { readBody } from "./fake-http";

/**
 * What a Claude Code client asks for at start when non-essential traffic is on, served from
 * 127.0.0.1: an HTTP proxy (the client's `HTTPS_PROXY`) that answers every CONNECT itself and
 * terminates TLS with a certificate the caller gives (one the client trusts through
 * `NODE_EXTRA_CA_CERTS`), so the client's requests to api.anthropic.com arrive here. The
 * remote feature flags (`POST /api/eval/<sdk key>`, GrowthBook's remote evaluation) are
 * answered with the flag set given; the start-up bootstrap with the fields given (none by default:
 * an empty object, which the client accepts); anything else
 * with 404, as for a feature the server does not have. Every request is recorded (never its
 * credentials), so the lab can say what a version asks for.
 */

export type RemoteFlags = Record<string, unknown>;

export type RemoteRequest = { method: string; host: string; path: string; body: unknown };

export type FakeRemoteFlags = {
  /** The proxy's URL for HTTPS_PROXY. */
  proxyUrl: string;
  requests: RemoteRequest[];
  setFlags(flags: RemoteFlags): void;
  close(): Promise<void>;
};

/** What the remote-flags server answers: the flags, and the start-up bootstrap's fields. */
export type RemoteAnswers = { flags?: RemoteFlags; bootstrap?: Record<string, unknown> };

/** GrowthBook's remote evaluation answer: each feature evaluated to its value. */
export function toRemoteEvalAnswer(flags: RemoteFlags) {
  return {
    features: Object.fromEntries(
      Object.entries(flags).map(([name, value]) => [name, { defaultValue: value }]),
    ),
  };
}

const REMOTE_EVAL_PATH = "/api/eval/";
const BOOTSTRAP_PATH = "/api/claude_cli/bootstrap";

export async function startFakeRemoteFlags(
  options: { tls: { key: string; cert: string } } & RemoteAnswers,
): Promise<FakeRemoteFlags> {
  let flags = options.flags ?? {};
  const bootstrap = options.bootstrap ?? {};
  const requests: RemoteRequest[] = [];
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const body = await readBody(request);
    requests.push({
      method: request.method ?? "GET",
      host: request.headers.host ?? "",
      path,
      body,
    });
    const json = (status: number, value: unknown) => {
      const text = JSON.stringify(value);
      response
        .writeHead(status, {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
        })
        .end(text);
    };
    if (path.startsWith(REMOTE_EVAL_PATH)) return json(200, toRemoteEvalAnswer(flags));
    if (path === BOOTSTRAP_PATH) return json(200, bootstrap);
    return json(404, { error: { type: "not_found_error", message: `${path} is not served` } });
  };
  const handle = (request: IncomingMessage, response: ServerResponse) =>
    void answer(request, response).catch(() => response.destroy());
  const tls = createTlsServer({ key: options.tls.key, cert: options.tls.cert }, handle);
  const proxy = createServer(handle);
  proxy.on("connect", (_request, socket, head) => {
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) socket.unshift(head);
    tls.emit("connection", socket);
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once("error", reject);
    proxy.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = proxy.address() as AddressInfo;
  return {
    proxyUrl: `http://127.0.0.1:${port}`,
    requests,
    setFlags: (next) => void (flags = next),
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        tls.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
