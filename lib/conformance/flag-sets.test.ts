import { request as httpRequest } from "node:http";
import { readFile } from "node:fs/promises";
import { connect } from "node:tls";
import { describe, expect, it } from "vitest";
import { FLAG_SETS, findFlagSet, type FlagSet } from "./flag-sets";
import { serveFlagSet } from "./serve-flag-set";

/** What a client behind HTTPS_PROXY does: CONNECT, TLS trusting the lab's CA, one request. */
async function viaProxy(proxyUrl: string, caFile: string, method: string, path: string) {
  const proxy = new URL(proxyUrl);
  const socket = await new Promise<import("node:net").Socket>((resolve, reject) => {
    httpRequest({
      host: proxy.hostname,
      port: proxy.port,
      method: "CONNECT",
      path: "api.anthropic.com:443",
    })
      .on("connect", (_response, s) => resolve(s))
      .on("error", reject)
      .end();
  });
  const ca = await readFile(caFile, "utf8");
  const tls = connect({ socket, servername: "api.anthropic.com", ca });
  await new Promise<void>((resolve, reject) =>
    tls.once("secureConnect", resolve).once("error", reject),
  );
  tls.write(
    `${method} ${path} HTTP/1.1\r\nHost: api.anthropic.com\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
  );
  const text = await new Promise<string>((resolve) => {
    let data = "";
    tls.on("data", (d: Buffer) => (data += d.toString())).on("end", () => resolve(data));
  });
  const [head = "", body = ""] = text.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body };
}

describe("serveFlagSet", () => {
  const set: FlagSet = {
    id: "test",
    description: "test",
    flags: { tengu_example: true },
    bootstrap: { auto_compact_windows: { "claude-sonnet-4-5": 200_000 } },
  };

  it("answers the remote evaluation, the bootstrap and nothing else, over TLS through its proxy, and records what was asked", async () => {
    const served = await serveFlagSet(set);
    try {
      const { proxyUrl, caFile } = served.remote;
      const evaluated = await viaProxy(proxyUrl, caFile, "POST", "/api/eval/sdk-key");
      expect(evaluated.status).toBe(200);
      expect(JSON.parse(evaluated.body)).toEqual({
        features: { tengu_example: { defaultValue: true } },
      });
      const bootstrap = await viaProxy(
        proxyUrl,
        caFile,
        "GET",
        "/api/claude_cli/bootstrap?model=m",
      );
      expect(JSON.parse(bootstrap.body)).toEqual(set.bootstrap);
      expect((await viaProxy(proxyUrl, caFile, "GET", "/api/other")).status).toBe(404);
      expect(served.server.requests.map((r) => `${r.method} ${r.host}${r.path}`)).toEqual([
        "POST api.anthropic.com/api/eval/sdk-key",
        "GET api.anthropic.com/api/claude_cli/bootstrap",
        "GET api.anthropic.com/api/other",
      ]);
    } finally {
      await served.server.close();
    }
  });

  it("finds the lab's flag sets by id, each with a description", () => {
    for (const s of FLAG_SETS) expect(findFlagSet(s.id)).toBe(s);
    expect(FLAG_SETS.every((s) => s.description.length > 0)).toBe(true);
    expect(findFlagSet("nope")).toBeNull();
  });
});
