import { describe, expect, it } from "vitest";
import { describeServerExit, exitCodeOfSignal } from "./run-bin.mjs";
import { checkRequestTarget, rawErrorResponse } from "./serve.mjs";

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
