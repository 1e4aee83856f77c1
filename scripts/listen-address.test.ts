import { describe, expect, it } from "vitest";
import {
  checkLoopbackHost,
  chooseListenAddress,
  hostNameOf,
  isLoopbackName,
} from "./listen-address.mjs";

describe("chooseListenAddress", () => {
  it.each([
    ["open mode listens on loopback only", {}, "127.0.0.1", true],
    ["a team server listens everywhere", { AUTH_SECRET: "s".repeat(32) }, undefined, false],
    ["HOSTNAME wins in open mode", { HOSTNAME: "0.0.0.0" }, "0.0.0.0", false],
    ["a loopback HOSTNAME keeps the Host check", { HOSTNAME: "::1" }, "::1", true],
    ["a blank HOSTNAME is unset", { HOSTNAME: "  " }, "127.0.0.1", true],
  ])("%s", (_rule, env, hostname, loopbackOnly) => {
    expect(chooseListenAddress(env)).toMatchObject({ hostname, loopbackOnly });
  });

  it("says why, and how to share, when it picks loopback itself", () => {
    expect(chooseListenAddress({}).note).toMatch(
      /127\.0\.0\.1 only.*AUTH_SECRET.*HOSTNAME=0\.0\.0\.0/,
    );
    expect(chooseListenAddress({ HOSTNAME: "0.0.0.0" }).note).toBeNull();
  });
});

describe("checkLoopbackHost refuses names that are not this machine's loopback", () => {
  it.each([
    ["localhost:3000", true],
    ["LOCALHOST", true],
    ["127.0.0.1:41315", true],
    ["127.3.2.1", true],
    ["[::1]:3000", true],
    ["app.localhost:3000", true],
    ["evil.example:3000", false],
    ["localhost.evil.example", false],
    ["127.0.0.1.nip.io", false],
    ["192.168.1.20:3000", false],
    ["", false],
    [undefined, false],
  ])("Host %j -> allowed %s", (host, allowed) => {
    const verdict = checkLoopbackHost(host);
    expect(verdict === null).toBe(allowed);
    if (!allowed) expect(verdict).toMatch(/DNS rebinding/);
  });

  it.each([
    ["[::1]:80", "[::1]"],
    ["a.b:1", "a.b"],
    ["a.b", "a.b"],
    ["a:b:c", null],
  ])("hostNameOf(%j) is %j", (header, name) => {
    expect(hostNameOf(header)).toBe(name);
  });

  it("reads a bracketed IPv6 literal as loopback", () => {
    expect(isLoopbackName("[::1]")).toBe(true);
  });
});
