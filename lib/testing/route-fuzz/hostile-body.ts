import fc from "fast-check";
import { HOSTILE_NUMBERS, HOSTILE_STRINGS } from "./hostile-values";

/** A request body: what kind of hostile it is (for the counts), its bytes and their type. */
export type FuzzBody = {
  kind: string;
  contentType: string | null;
  data: string | Uint8Array<ArrayBuffer>;
};

const JSON_TYPE = "application/json";

/** JSON values that have broken a handler: past int4/int8/double, deep, long, odd keys. */
const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS.map(Number)),
  fc.constantFrom(null, true, [], {}, -1, 0, 2 ** 31, 2 ** 63, 1e308, -1e308, 0.1),
  fc.constantFrom("x".repeat(200_000), ["a", "\u0000"], {
    __proto__: null,
    nested: { "\u0000": 1 },
  }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A valid body with one field replaced, removed, or a prototype-polluting key added. */
function mutatedBody(valid: unknown[]): fc.Arbitrary<FuzzBody> {
  return fc
    .tuple(fc.constantFrom(...valid), fc.nat(), hostileJsonValue, fc.nat({ max: 3 }))
    .map(([body, pick, value, how]) => {
      const copy = { ...(body as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys.length ? keys[pick % keys.length]! : "x";
      if (how === 0) delete copy[key];
      else copy[key] = value;
      let text = JSON.stringify(copy);
      if (how === 3)
        text = text.replace(
          /^\{/,
          '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},',
        );
      return { kind: "valid-mutated", contentType: JSON_TYPE, data: text };
    });
}

function nested(depth: number, open: string, close: string): string {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

/** Bodies no page sends: malformed, mistyped, deep, huge, and JSON under another type. */
const hostileOnly: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constantFrom<FuzzBody>(
    { kind: "empty", contentType: JSON_TYPE, data: "" },
    { kind: "invalid-json", contentType: JSON_TYPE, data: "{" },
    { kind: "invalid-json", contentType: JSON_TYPE, data: "{'a':1}" },
    { kind: "invalid-json", contentType: JSON_TYPE, data: '{"a":1}{"b":2}' },
    { kind: "deep-nesting", contentType: JSON_TYPE, data: nested(100_000, "[", "]") },
    { kind: "deep-nesting", contentType: JSON_TYPE, data: nested(5_000, '{"a":', "}") },
    { kind: "huge-string", contentType: JSON_TYPE, data: `{"name":"${"x".repeat(1_100_000)}"}` },
    { kind: "proto-keys", contentType: JSON_TYPE, data: '{"__proto__":{"polluted":1}}' },
    { kind: "text-plain-json", contentType: "text/plain;charset=UTF-8", data: '{"name":"n"}' },
    {
      kind: "form-urlencoded",
      contentType: "application/x-www-form-urlencoded",
      data: "name=a&prompt=b",
    },
    {
      kind: "multipart-no-boundary",
      contentType: "multipart/form-data",
      data: "--x\r\n\r\nhello\r\n--x--",
    },
    {
      kind: "multipart-bad-boundary",
      contentType: "multipart/form-data; boundary=",
      data: "--\r\n",
    },
    { kind: "no-content-type", contentType: null, data: new TextEncoder().encode('{"name":"n"}') },
    {
      kind: "binary",
      contentType: "application/octet-stream",
      data: new Uint8Array([0, 255, 254, 0, 10]),
    },
    {
      kind: "utf16-json",
      contentType: "application/json; charset=utf-16",
      data: new Uint8Array([0xff, 0xfe, 0x7b, 0, 0x7d, 0]),
    },
    {
      kind: "jsonl-nul",
      contentType: "application/x-ndjson",
      data: '{"type":"user","sessionId":"\\u0000","cwd":"\\u0000","version":"\\u0000","uuid":"u\\u0000","message":{"role":"user","content":"hi"}}\n',
    },
  ),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({
    kind: "json-value",
    contentType: JSON_TYPE,
    data: JSON.stringify(value) ?? "null",
  })),
  hostileJsonValue.map((value) => ({
    kind: "json-value",
    contentType: JSON_TYPE,
    data: JSON.stringify(value) ?? "null",
  })),
);

/** A body for a write: often one the route takes, mutated; otherwise plainly hostile. */
export function hostileBody(valid: unknown[]): fc.Arbitrary<FuzzBody> {
  if (valid.length === 0) return hostileOnly;
  const asIs = fc.constantFrom(...valid).map((body) => ({
    kind: "valid",
    contentType: JSON_TYPE,
    data: JSON.stringify(body),
  }));
  return fc.oneof(
    { weight: 1, arbitrary: asIs },
    { weight: 3, arbitrary: mutatedBody(valid) },
    { weight: 3, arbitrary: hostileOnly },
  );
}
