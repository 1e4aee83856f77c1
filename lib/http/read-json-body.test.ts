import { describe, expect, it } from "vitest";
import { readJsonBody } from "./read-json-body";
import { makePostRequest, refusal } from "./testing/body-requests";

const JSON_TYPE = { "content-type": "application/json" };
const makeRequest = (body: BodyInit | null, headers: Record<string, string> = JSON_TYPE) =>
  makePostRequest(body, headers);

describe("readJsonBody", () => {
  it.each([
    ["", {}],
    ["   \n", {}],
    ['{"profile":"auto"}', { profile: "auto" }],
    ['{"__proto__":{"polluted":true}}', JSON.parse('{"__proto__":{"polluted":true}}')],
  ])("parses %j", async (body, expected) => {
    expect(await readJsonBody(makeRequest(body))).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers 400 in words for invalid JSON", async () => {
    const error = await refusal(readJsonBody(makeRequest("{nope")));
    expect(error.code).toBe("bad_request");
    expect(error.message).toMatch(/^The body is not valid JSON: /);
  });

  it("refuses a 64 MiB body after reading about 1 MiB of it", async () => {
    const pulled = { chunks: 0 };
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.chunks += 1;
        controller.enqueue(chunk);
      },
    });
    const error = await refusal(readJsonBody(makeRequest(body)));
    expect(error.message).toBe("The JSON body is larger than the limit of 1 MiB.");
    expect(pulled.chunks).toBeLessThan(20); // 16 chunks make the limit; the stream may read ahead one
  });
});

describe("readJsonBody takes JSON only as application/json", () => {
  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON;charset=UTF-8",
    "application/merge-patch+json",
    "application/vnd.api+json; charset=utf-8",
  ])("reads a body sent as %s", async (type) => {
    expect(await readJsonBody(makeRequest('{"a":1}', { "content-type": type }))).toEqual({ a: 1 });
  });

  it.each([
    ["text/plain (a cross-site form or no-cors fetch)", "text/plain;charset=UTF-8"],
    ["a urlencoded form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["a type that only mentions json", "text/json-ish"],
    ["a json suffix without a subtype", "+json"],
  ])("answers 415 for a body sent as %s", async (_case, type) => {
    const error = await refusal(readJsonBody(makeRequest('{"a":1}', { "content-type": type })));
    expect([error.status, error.code]).toEqual([415, "unsupported_media_type"]);
    expect(error.message).toBe(
      `The body must be JSON sent with Content-Type: application/json; it came as ${type}.`,
    );
  });

  it("answers 415 for a body without a Content-Type", async () => {
    const body = new TextEncoder().encode('{"a":1}'); // bytes: no type is implied
    const error = await refusal(readJsonBody(makeRequest(body, {})));
    expect(error.message).toMatch(/it came with no Content-Type\.$/);
  });

  it("reads an empty body as {} whatever its type (a POST that sends nothing)", async () => {
    expect(await readJsonBody(makeRequest("", { "content-type": "text/plain" }))).toEqual({});
  });
});

describe("readJsonBody refuses NUL in any string", () => {
  it.each([
    ["a value", '{"name":"a\\u0000b"}', "The JSON body.name holds"],
    ["a key", '{"a\\u0000":1}', "A key in the JSON body holds"],
    ["a nested array item", '{"filter":{"q":["x","\\u0000"]}}', "The JSON body.filter.q.1 holds"],
    ["a top-level string", '"\\u0000"', "The JSON body holds"],
  ])("answers 400 for a NUL in %s, naming where", async (_case, body, start) => {
    const error = await refusal(readJsonBody(makeRequest(body)));
    expect([error.status, error.code]).toEqual([400, "bad_request"]);
    expect(error.message).toBe(
      `${start} a NUL character (\\u0000), which no value here may contain.`,
    );
  });

  it("walks a body nested 200,000 levels deep without overflowing the stack", async () => {
    const depth = 200_000;
    const body = `${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`;
    const error = await refusal(readJsonBody(makeRequest(body)));
    expect(error.message).toMatch(/^The JSON body\. \.\.\. \.0\.0\.0\.0\.0 holds a NUL/);
  });
});
