import { z } from "zod";
import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isClientGone, toErrorBody } from "./errors";
import { readLimitedText } from "./http/limit-body";

afterEach(() => vi.restoreAllMocks());

/** What reading a request body throws when its client closes the connection halfway. */
async function bodyReadOfAClosedClient(): Promise<unknown> {
  let resolveError: (error: unknown) => void = () => undefined;
  const thrown = new Promise<unknown>((resolve) => (resolveError = resolve));
  const server = http.createServer((req) => {
    // As Next hands a route its body: the Node request as a web stream.
    const request = new Request("http://localhost/", {
      method: "POST",
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    readLimitedText(request, { maxBytes: 1 << 20, what: "The body" }).then(
      () => resolveError(undefined),
      resolveError,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const socket = net.connect(port, "127.0.0.1", () => {
    socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nhalf a body");
    setTimeout(() => socket.destroy(), 100);
  });
  const error = await thrown;
  server.close();
  return error;
}

describe("toErrorBody: a client that went away is not a server fault", () => {
  it("classifies what a body read throws when the client closes halfway", async () => {
    const error = await bodyReadOfAClosedClient();
    expect(error).toBeInstanceOf(Error);
    expect(isClientGone(error)).toBe(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { status, body } = toErrorBody(error);
    expect(status).toBe(400);
    expect(body.error.code).toBe("bad_request");
    expect(logged).not.toHaveBeenCalled();
    // At most one short line, with no stack trace.
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]).toEqual([
      expect.stringMatching(/^A connection closed before its request was read \(\w+\)\.$/),
    ]);
  });

  const withCode = (code: string) => Object.assign(new Error("socket hang up"), { code });
  it.each([
    ["Node's aborted request", Object.assign(new Error("aborted"), { code: "ECONNRESET" }), true],
    ["the body stream's premature close", withCode("ERR_STREAM_PREMATURE_CLOSE"), true],
    [
      "an abort caused by a premature close",
      Object.assign(new Error("The operation was aborted"), {
        name: "AbortError",
        cause: withCode("ERR_STREAM_PREMATURE_CLOSE"),
      }),
      true,
    ],
    ["one wrapped as a cause", new Error("read failed", { cause: new Error("aborted") }), true],
    // The server's own connections fail like this too: a server fault, logged.
    ["the database's connection reset", withCode("ECONNRESET"), false],
    ["a write to a closed socket", withCode("EPIPE"), false],
    [
      "an abort of the server's own",
      new DOMException("The operation was aborted", "AbortError"),
      false,
    ],
    ["a plain bug", new TypeError("x is undefined"), false],
    ["a full disk", withCode("ENOSPC"), false],
    ["not an error", "aborted", false],
  ])("%s -> client gone: %s", (_, error, expected) => {
    expect(isClientGone(error)).toBe(expected);
  });

  it("still logs a real server error as unexpected, with a generic 500", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(toErrorBody(new TypeError("x is undefined")).status).toBe(500);
    expect(logged).toHaveBeenCalledWith("Unexpected server error:", expect.any(TypeError));
  });
});

describe("toErrorBody for a request that fails its schema", () => {
  const body = z.strictObject({
    overrides: z.strictObject({ autocompactBufferTokens: z.number().int().min(0) }).partial(),
    name: z.string().min(1),
  });

  it.each([
    [
      { overrides: { autocompactBufferTokens: "abc" }, name: "x" },
      "overrides.autocompactBufferTokens must be a number of tokens",
    ],
    [
      { overrides: { autocompactBufferTokens: -5 }, name: "x" },
      "overrides.autocompactBufferTokens must be at least 0",
    ],
    [{ overrides: {}, name: "" }, "name must not be empty"],
    [{ overrides: {} }, "name is required"],
    [{ overrides: {}, name: "x", extra: 1 }, 'the request has a key it does not know: "extra"'],
  ])("%j answers 422 with a sentence naming the field", (input, message) => {
    const result = body.safeParse(input);
    expect(result.success).toBe(false);
    const { status, body: answer } = toErrorBody(result.error);
    expect(status).toBe(422);
    expect(answer.error).toEqual({ code: "invalid_request", message });
  });
});
