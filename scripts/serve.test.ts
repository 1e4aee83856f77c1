import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PEER_HEADER as THROTTLE_PEER_HEADER } from "@/lib/auth/client-address";
import { describeServerExit, exitCodeOfSignal } from "./run-bin.mjs";
import {
  answerMethod,
  checkRequestTarget,
  createAppServer,
  isClientGone,
  PEER_HEADER,
  peerAddress,
  rawErrorResponse,
  warmUpUrl,
  watchBodyIdle,
} from "./serve.mjs";

describe("checkRequestTarget", () => {
  it.each([
    ["/", null],
    ["/sessions/abc?tab=calls", null],
    ["/api/transcripts/caf%C3%A9", null],
    ["/search?q=%ZZ", null], // the query is Next's to parse, never a path param
    ["/api/transcripts/%E0%A4%A", /malformed percent-encoding/],
    ["/sessions/%ZZ", /"\/sessions\/%ZZ" has malformed/],
    ["/%", /malformed/],
    ["http://evil.example/", /is not a path/],
    ["*", /is not a path/],
  ])("%s -> %s", (target, expected) => {
    const problem = checkRequestTarget(target);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe("warmUpUrl: where the server renders its first page for itself", () => {
  it.each([
    [{ address: "127.0.0.1", family: "IPv4", port: 3000 }, "http://127.0.0.1:3000/"],
    [{ address: "0.0.0.0", family: "IPv4", port: 80 }, "http://127.0.0.1:80/"],
    [{ address: "::", family: "IPv6", port: 3000 }, "http://127.0.0.1:3000/"],
    [{ address: "::1", family: "IPv6", port: 3000 }, "http://[::1]:3000/"],
    [{ address: "10.0.0.5", family: "IPv4", port: 8080 }, "http://10.0.0.5:8080/"],
    ["/tmp/app.sock", null],
    [null, null],
  ])("%j: %s", (address, url) => {
    expect(warmUpUrl(address)).toBe(url);
  });
});

describe("rawErrorResponse", () => {
  it("is a complete HTTP response whose body is the API's JSON error", () => {
    const raw = rawErrorResponse(431, "Request Header Fields Too Large", "headers_too_large", "é");
    const [head, body] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body ?? "")}`);
    expect(JSON.parse(body ?? "")).toEqual({ error: { code: "headers_too_large", message: "é" } });
  });
});

describe("server exit", () => {
  it.each([
    ["SIGKILL", 137],
    ["SIGTERM", 143],
    ["SIGINT", 130],
    ["SIGHUP", 129],
  ])("%s is exit code %i", (signal, code) => {
    expect(exitCodeOfSignal(signal)).toBe(code);
  });

  it.each([
    [137, false, /killed by SIGKILL \(exit code 137\), perhaps by the out-of-memory killer/],
    [143, false, /killed by SIGTERM \(exit code 143\); run npm start again/],
    [1, false, /exited with code 1; see its output above/],
    [0, false, null],
    [143, true, null], // Ctrl-C or a supervisor's stop: not a failure to report
  ])("code %i (asked: %s) is reported as %s", (code, asked, expected) => {
    const reason = describeServerExit(code, asked);
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toMatch(expected);
  });
});

describe("answerMethod: what the server answers before Next, by method and path", () => {
  const ALL = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
  const PAGE = "GET, HEAD, POST, OPTIONS";
  it.each([
    ["TRACE", "/api/transcripts", 405, ALL, /^TRACE is not allowed: this server answers GET, HEAD/],
    ["PROPFIND", "/", 405, ALL, /^PROPFIND is not allowed/],
    ["CONNECT", "/", 405, ALL, /^CONNECT is not allowed/],
    ["MKCOL", "/sessions/x", 405, ALL, /^MKCOL is not allowed/],
    ["get", "/", 405, ALL, /^get is not allowed/],
    [
      "PUT",
      "/sweeps",
      405,
      PAGE,
      /^PUT is not allowed on the page \/sweeps: pages answer GET, HEAD and POST\.$/,
    ],
    ["DELETE", "/sessions/x?tab=1", 405, PAGE, /on the page \/sessions\/x:/],
    ["PATCH", "/", 405, PAGE, /^PATCH is not allowed on the page \/:/],
    ["OPTIONS", "/", 204, PAGE, null],
    ["OPTIONS", "/apiary", 204, PAGE, null],
    ["OPTIONS", "*", 204, ALL, null],
  ])("%s %s -> %i (Allow: %s)", (method, target, status, allow, message) => {
    const answer = answerMethod(method, target);
    expect(answer).toMatchObject({ status, allow });
    if (message !== null) expect(answer).toMatchObject({ message: expect.stringMatching(message) });
  });

  it.each([
    ["GET", "/"],
    ["HEAD", "/sessions/x"],
    ["POST", "/signin"], // the sign-in form's server action
    ["PUT", "/api/templates/x"], // routes answer every method themselves (JSON 405)
    ["DELETE", "/api/transcripts/x"],
    ["OPTIONS", "/api/transcripts"], // Next's 204 with the route's Allow
    ["OPTIONS", "/api"],
    ["OPTIONS", "/api?x=1"],
  ])("%s %s goes to Next", (method, target) => {
    expect(answerMethod(method, target)).toBeNull();
  });
});

describe("peerAddress: the address sign-in throttling counts", () => {
  it("is written under the header sign-in throttling reads (the .mjs server cannot import it)", () => {
    expect(PEER_HEADER).toBe(THROTTLE_PEER_HEADER);
  });

  it.each([
    ["the socket's peer", "10.0.0.5", undefined, false, "10.0.0.5"],
    ["the socket's, whatever X-Forwarded-For claims", "10.0.0.5", "6.6.6.6", false, "10.0.0.5"],
    [
      "behind a proxy: the entry it appended",
      "127.0.0.1",
      "6.6.6.6, 203.0.113.7",
      true,
      "203.0.113.7",
    ],
    [
      "behind a proxy, over two header lines",
      "127.0.0.1",
      ["6.6.6.6", "203.0.113.7"],
      true,
      "203.0.113.7",
    ],
    [
      "behind a proxy, trailing comma and spaces",
      "127.0.0.1",
      " 203.0.113.7 , ",
      true,
      "203.0.113.7",
    ],
    ["behind a proxy that sent none: the socket", "127.0.0.1", undefined, true, "127.0.0.1"],
    ["behind a proxy that sent an empty one", "127.0.0.1", " , ", true, "127.0.0.1"],
    ["no socket address (already closed)", undefined, undefined, false, "unknown"],
  ])("%s", (_, remoteAddress, forwardedFor, trustProxy, expected) => {
    expect(peerAddress({ remoteAddress, forwardedFor, trustProxy })).toBe(expected);
  });
});

describe("isClientGone (the server's copy of lib/errors.ts's rule)", () => {
  const withCode = (code: string) => Object.assign(new Error("x"), { code });
  it.each([
    [Object.assign(new Error("aborted"), { code: "ECONNRESET" }), true],
    [withCode("ERR_STREAM_PREMATURE_CLOSE"), true],
    [new Error("y", { cause: new Error("aborted") }), true],
    [withCode("ECONNRESET"), false], // the database's connection, say: a server fault
    [Object.assign(new Error("x"), { name: "AbortError" }), false],
    [new TypeError("a bug"), false],
  ])("%s -> %s", (error, expected) => {
    expect(isClientGone(error)).toBe(expected);
  });
});

describe("watchBodyIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const makeRequest = () => ({
    complete: false,
    destroyed: false,
    readableLength: 0,
    socket: { bytesRead: 100 },
  });

  it("calls onIdle once after idleMs without a byte", () => {
    const req = makeRequest();
    const onIdle = vi.fn();
    watchBodyIdle(req, { idleMs: 30_000, onIdle, checkEveryMs: 1_000 });
    vi.advanceTimersByTime(29_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("never fires for a body that keeps arriving, however long", () => {
    const req = makeRequest();
    const onIdle = vi.fn();
    watchBodyIdle(req, { idleMs: 30_000, onIdle, checkEveryMs: 1_000 });
    for (let s = 0; s < 600; s += 20) {
      req.socket.bytesRead += 1;
      vi.advanceTimersByTime(20_000);
    }
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("does not blame the client for bytes the app has not read yet", () => {
    const req = { ...makeRequest(), readableLength: 65_536 };
    const onIdle = vi.fn();
    watchBodyIdle(req, { idleMs: 30_000, onIdle, checkEveryMs: 1_000 });
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("stops once the body is complete: a quiet answer after it is never cut", () => {
    const req = makeRequest();
    const onIdle = vi.fn();
    watchBodyIdle(req, { idleMs: 30_000, onIdle, checkEveryMs: 1_000 });
    req.complete = true;
    vi.advanceTimersByTime(600_000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

// One real server on a real socket, with a handler that reads its body as Next does (the
// Node request as a web stream) and small timeouts.
describe("createAppServer on a socket", () => {
  const timeouts = { headersMs: 600, bodyIdleMs: 400, checkEveryMs: 100 };
  let server: http.Server;
  let port: number;
  const errors: unknown[] = [];

  async function readBody(req: http.IncomingMessage): Promise<string> {
    const request = new Request("http://localhost/", {
      method: "POST",
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    return request.text();
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = req.url ?? "/";
    const body = req.method === "POST" ? await readBody(req) : "";
    if (url === "/events") {
      // A long answer after the body: quiet gaps longer than bodyIdleMs.
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (let i = 0; i < 3; i += 1) {
        res.write(`data: ${i}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      return void res.end("data: end\n\n");
    }
    const answer = JSON.stringify({ peer: req.headers[PEER_HEADER], bytes: body.length });
    res.writeHead(200, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(answer),
    });
    res.end(answer);
  }

  async function start(trustProxy = false, loopbackOnly = false) {
    server = createAppServer(
      (req, res) =>
        handle(req, res).catch((error: unknown) => {
          errors.push(error);
          throw error;
        }),
      { trustProxy, loopbackOnly, timeouts },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  }

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    errors.length = 0;
  });

  /** Writes `parts` (strings, or pauses in ms) and resolves with everything read until close. */
  function exchange(parts: (string | number)[], { maxMs = 5_000 } = {}) {
    return new Promise<{ text: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("error", () => undefined);
      socket.on("close", () => resolve({ text, ms: Date.now() - started }));
      setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after ${maxMs} ms; read ${JSON.stringify(text)}`));
      }, maxMs);
      void (async () => {
        for (const part of parts) {
          if (typeof part === "number") await new Promise((r) => setTimeout(r, part));
          else if (!socket.destroyed) socket.write(part);
        }
      })();
    });
  }

  const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)) as unknown;
  const close = "Connection: close\r\n";

  it("a loopback-only server refuses a rebound Host with a JSON 403 and answers localhost", async () => {
    await start(false, true);
    const rebound = await exchange([`GET / HTTP/1.1\r\nHost: evil.example:3000\r\n${close}\r\n`]);
    expect(rebound.text).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
    expect(bodyOf(rebound.text)).toEqual({
      error: { code: "forbidden", message: expect.stringMatching(/DNS rebinding/) },
    });
    const local = await exchange([`GET / HTTP/1.1\r\nHost: localhost:3000\r\n${close}\r\n`]);
    expect(local.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it.each(["TRACE", "PROPFIND"])("%s answers a JSON 405 with Allow", async (method) => {
    await start();
    const { text } = await exchange([
      `${method} /api/transcripts HTTP/1.1\r\nHost: x\r\n${close}\r\n`,
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(text).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
    expect(bodyOf(text)).toEqual({
      error: {
        code: "method_not_allowed",
        message: expect.stringMatching(`^${method} is not allowed`),
      },
    });
  });

  it("OPTIONS on a page is an empty 204 with the page's methods", async () => {
    await start();
    const { text } = await exchange([`OPTIONS / HTTP/1.1\r\nHost: x\r\n${close}\r\n`]);
    expect(text).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
    expect(text).toMatch(/\r\nallow: GET, HEAD, POST, OPTIONS\r\n/i);
  });

  it("DELETE on a page is a JSON 405", async () => {
    await start();
    const { text } = await exchange([`DELETE /sweeps HTTP/1.1\r\nHost: x\r\n${close}\r\n`]);
    expect(text).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(bodyOf(text)).toMatchObject({ error: { code: "method_not_allowed" } });
  });

  it("a Content-Length longer than the body sent is a 408 after the idle time, not a hang", async () => {
    await start();
    const { text, ms } = await exchange([
      'POST /api/templates HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"name":',
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(bodyOf(text)).toEqual({
      error: { code: "request_timeout", message: expect.stringMatching(/stopped arriving/) },
    });
    expect(ms).toBeGreaterThanOrEqual(timeouts.bodyIdleMs);
    expect(ms).toBeLessThan(timeouts.bodyIdleMs + 1_000);
    // The handler's body read then fails as when a client leaves: nothing to log.
    expect(errors).toHaveLength(1);
    expect(isClientGone(errors[0])).toBe(true);
  });

  it("headers that never end are a 408", async () => {
    await start();
    const { text, ms } = await exchange(["GET / HTTP/1.1\r\nHost: x\r\n"]);
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(bodyOf(text)).toMatchObject({ error: { code: "request_timeout" } });
    expect(ms).toBeLessThan(timeouts.headersMs + 1_000);
  });

  it("a slow upload that keeps sending is not cut", async () => {
    await start();
    const head = `POST /upload HTTP/1.1\r\nHost: x\r\n${close}Content-Length: 8\r\n\r\n`;
    // 8 bytes over 2.4 s: far longer than bodyIdleMs in all, never that long without a byte.
    const drip = Array.from({ length: 8 }, () => ["x", 300]).flat();
    const { text, ms } = await exchange([head, ...drip]);
    expect(ms).toBeGreaterThan(2_000);
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(bodyOf(text)).toMatchObject({ bytes: 8 });
  });

  it("a long, quiet answer after the body (server-sent events) is not cut", async () => {
    await start();
    const { text } = await exchange([
      `POST /events HTTP/1.1\r\nHost: x\r\n${close}Content-Length: 2\r\n\r\n{}`,
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toMatch(/data: 0[\s\S]*data: 2[\s\S]*data: end/);
  });

  it.each([
    [false, "10.9.9.9", "127.0.0.1"],
    [true, "10.9.9.9", "203.0.113.7"],
  ])(
    "x-compaction-lab-peer (TRUST_PROXY %s) overwrites the client's own %s with %s",
    async (trust, spoof, expected) => {
      await start(trust);
      const { text } = await exchange([
        `GET /peer HTTP/1.1\r\nHost: x\r\n${close}x-compaction-lab-peer: ${spoof}\r\n` +
          "X-Forwarded-For: 6.6.6.6, 203.0.113.7\r\n\r\n",
      ]);
      expect(bodyOf(text)).toMatchObject({ peer: expected });
    },
  );

  it("a client that closes mid-body is not logged as a server error", async () => {
    await start();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.write("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nhalf");
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
