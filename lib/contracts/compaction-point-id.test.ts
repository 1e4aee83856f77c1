import { describe, expect, it } from "vitest";
import { formatCompactionPoint, parseCompactionPoint } from "./compaction-point-id";

const UUID = "0b6d4f0e-6a55-4f1c-9f51-2a1b3c4d5e6f";

describe("parseCompactionPoint", () => {
  it.each([
    [`recorded-${UUID}`, { origin: "recorded", uuid: UUID }],
    [`recorded-${UUID.toUpperCase()}`, { origin: "recorded", uuid: UUID.toUpperCase() }],
    ["recorded-e-12", { origin: "recorded", uuid: "e-12" }],
    ["recorded-codex:1183", { origin: "recorded", uuid: "codex:1183" }],
    ["recorded-codex%3A1183", { origin: "recorded", uuid: "codex:1183" }],
    ["replayed-0", { origin: "replayed", atCall: 0 }],
    ["replayed-1234", { origin: "replayed", atCall: 1234 }],
  ])("reads %s", (text, expected) => {
    expect(parseCompactionPoint(text)).toEqual(expected);
  });

  it.each([
    "",
    "recorded-",
    "recorded-a/b",
    "recorded-..",
    "recorded-a b",
    `recorded-${"a".repeat(101)}`,
    `Xecorded-${UUID}`,
    "replayed-",
    "replayed--1",
    "replayed-1.5",
    "replayed-1e3",
    "replayed-1234567890",
    "replayed-12/..",
    "42",
    UUID,
  ])("rejects %j", (text) => {
    expect(parseCompactionPoint(text)).toBeNull();
  });

  it.each([`recorded-${UUID}`, "replayed-7"])("round-trips %s", (text) => {
    const point = parseCompactionPoint(text);
    expect(point && formatCompactionPoint(point)).toBe(text);
  });
});
