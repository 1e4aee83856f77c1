import { describe, expect, it } from "vitest";
import { createModelBuilder } from "./build-model";
import { readModelSet } from "./model-switch";

const stdout = (text: string) => `<local-command-stdout>${text}</local-command-stdout>`;
const user = (content: unknown) => ({ type: "user", message: { role: "user", content } });

describe("readModelSet", () => {
  it.each([
    // The Agent SDK's set_model on 2.1.152 (the conformance lab), and an interactive client.
    [
      user(stdout("Set model to claude-sonnet-4-5-20250929[1m]")),
      "claude-sonnet-4-5-20250929[1m]",
      true,
    ],
    [user(stdout("Set model to claude-sonnet-4-5-20250929")), "claude-sonnet-4-5-20250929", false],
    [
      user(stdout("Set model to sonnet[1m] (claude-sonnet-4-6[1m])")),
      "sonnet[1m] (claude-sonnet-4-6[1m])",
      true,
    ],
    [user(stdout("Set model to Sonnet 4.5 (1M context)")), "Sonnet 4.5 (1M context)", true],
    [user(stdout("Set model to `claude-opus-4-6[1m]`")), "claude-opus-4-6[1m]", true],
    // Bold terminal styling holds "[1m" and is not a 1M window.
    [user(stdout("Set model to \u001b[1mOpus 4.6\u001b[22m")), "Opus 4.6", false],
    [
      {
        type: "system",
        subtype: "local_command",
        content: stdout("Set model to Sonnet 4.5 (1M context)"),
      },
      "Sonnet 4.5 (1M context)",
      true,
    ],
  ])("%j", (record, model, isOneMillion) => {
    expect(readModelSet(record)).toEqual({ model, isOneMillion });
  });

  it.each([
    user(stdout("/model isn't available in this environment.")),
    user("Set model to Sonnet 4.5 (1M context)"),
    user([{ type: "text", text: stdout("Set model to Sonnet 4.5 (1M context)") }]),
    { type: "assistant", message: { content: stdout("Set model to Sonnet 4.5 (1M context)") } },
  ])("reads no switch from %j", (record) => {
    expect(readModelSet(record)).toBeNull();
  });
});

describe("the model's switches", () => {
  it("places each switch before the call that follows it", () => {
    const base = { sessionId: "s", version: "2.1.152", isSidechain: false };
    const assistant = (uuid: string, parentUuid: string, id: string) => ({
      ...base,
      type: "assistant",
      uuid,
      parentUuid,
      message: {
        id,
        role: "assistant",
        model: "claude-sonnet-4-5-20250929",
        content: [{ type: "text", text: "ok" }],
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    });
    const records = [
      { ...base, ...user("one"), uuid: "u1", parentUuid: null },
      assistant("a1", "u1", "msg_1"),
      {
        ...base,
        ...user(stdout("Set model to Sonnet 4.5 (1M context)")),
        uuid: "u2",
        parentUuid: "a1",
      },
      { ...base, ...user("two"), uuid: "u3", parentUuid: "u2" },
      assistant("a2", "u3", "msg_2"),
    ];
    const builder = createModelBuilder();
    builder.push(new TextEncoder().encode(records.map((r) => JSON.stringify(r)).join("\n") + "\n"));
    expect(builder.end().modelSwitches).toEqual([
      {
        entryIndex: 2,
        line: 3,
        source: "main",
        atCall: 1,
        model: "Sonnet 4.5 (1M context)",
        isOneMillion: true,
      },
    ]);
  });
});
