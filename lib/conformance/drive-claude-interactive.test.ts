import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startInteractiveSession } from "./drive-claude-interactive";
import { startProbeApi } from "./probe-api";

const STAND_IN = {
  command: process.execPath,
  args: [path.join(import.meta.dirname, "testing", "scripted-interactive-cli.mjs")],
};

const hasTmux = (() => {
  try {
    execFileSync("tmux", ["-V"]);
    return true;
  } catch {
    return false;
  }
})();
if (!hasTmux)
  console.log("drive-claude-interactive: tmux is not installed, the pane tests are skipped");

describe.skipIf(!hasTmux)("startInteractiveSession (a scripted client in a tmux pane)", () => {
  it.each([
    ["the questions pre-answered in .claude.json", {}],
    ["the folder trust question answered on screen", { SCRIPTED_ASK_TRUST: "1" }],
  ])(
    "types two prompts, waits for each answer, quits with Ctrl-C: %s",
    async (_name, env) => {
      const api = await startProbeApi("claude-sonnet-4-5");
      try {
        api.queueMain({ context: 1_000, text: "first answer" }, { context: 2_000, text: "second" });
        const session = await startInteractiveSession({
          claude: STAND_IN,
          model: "claude-sonnet-4-5",
          baseUrl: api.url,
          env,
          settleMs: 0,
          turnTimeoutMs: 20_000,
        });
        const first = await session.send("Conformance probe: first turn.");
        const second = await session.send("Conformance probe: second turn.");
        const end = await session.close();
        expect([first.ok, second.ok]).toEqual([true, true]);
        expect(first.lines.map((l) => l.type)).toEqual(["user", "assistant"]);
        expect(api.classified().map((c) => c.kind)).toEqual(["main", "main"]);
        expect(end, end.stderr).toMatchObject({ exitCode: 0, killed: false });
        const records = end.transcripts.flatMap((t) => t.text.trim().split("\n"));
        expect(records).toHaveLength(4);
        expect(records[2]).toContain("Conformance probe: second turn.");
      } finally {
        await api.close();
      }
    },
    60_000,
  );

  it("says where the client stopped when it never shows a prompt", async () => {
    const session = await startInteractiveSession({
      claude: {
        command: "/bin/sh",
        args: ["-c", "echo 'Unable to connect to Anthropic services'; sleep 30"],
      },
      model: "m",
      baseUrl: "http://127.0.0.1:9",
    });
    const turn = await session.send("hello");
    const end = await session.close();
    expect(turn).toMatchObject({
      ok: false,
      reason: "the client stopped: Unable to connect to Anthropic services",
    });
    expect(end.transcripts).toEqual([]);
  }, 30_000);
});
