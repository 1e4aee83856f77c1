import { describe, expect, it } from "vitest";
import { ENCRYPTED_SUMMARY_TEXT } from "./codex-message-blocks";
import { toMessageBlocks } from "./message-blocks";

const line = (type: string, payload: unknown) => ({
  timestamp: "2026-01-12T09:00:00Z",
  type,
  payload,
});
const item = (payload: unknown) => line("response_item", payload);

describe("a Codex rollout line as the conversation's blocks", () => {
  it.each([
    [
      "a user message's text",
      item({ type: "message", role: "user", content: [{ type: "input_text", text: "fix it" }] }),
      [{ kind: "text", text: "fix it" }],
    ],
    [
      "an assistant answer's text",
      item({
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: "Done." }],
      }),
      [{ kind: "text", text: "Done." }],
    ],
    [
      "reasoning, folded with its size",
      item({
        type: "reasoning",
        summary: [{ type: "summary_text", text: "plan" }],
        encrypted_content: "gA",
      }),
      [
        {
          kind: "thinking",
          text: "plan",
          size: { label: "4 B, 1 line", isCut: false },
          summary: "Reasoning · 4 B, 1 line",
        },
      ],
    ],
    [
      "a shell call with its arguments",
      item({
        type: "function_call",
        name: "shell",
        call_id: "c1",
        arguments: '{"command":["ls","-la"]}',
      }),
      [
        expect.objectContaining({
          kind: "tool-call",
          call: expect.objectContaining({ id: "c1", name: "shell" }),
        }),
      ],
    ],
    [
      "a shell call's argv as its command line",
      item({
        type: "function_call",
        name: "shell",
        call_id: "c4",
        arguments: '{"command":["bash","-lc","git status"],"workdir":"/w"}',
      }),
      [
        expect.objectContaining({
          kind: "tool-call",
          call: expect.objectContaining({
            fields: [
              { label: "command", value: "git status", isCode: true },
              { label: "workdir", value: "/w", isCode: true },
            ],
          }),
        }),
      ],
    ],
    [
      "an apply_patch call with its patch",
      item({
        type: "custom_tool_call",
        name: "apply_patch",
        call_id: "c2",
        input: "*** Begin Patch",
      }),
      [
        expect.objectContaining({
          kind: "tool-call",
          call: expect.objectContaining({ name: "apply_patch" }),
        }),
      ],
    ],
    [
      "a shell output (JSON text with the exit code): its output, an error when it failed",
      item({
        type: "function_call_output",
        call_id: "c1",
        output: '{"output":"boom\\n","metadata":{"exit_code":1}}',
      }),
      [
        {
          kind: "tool-result",
          toolUseId: "c1",
          text: "boom\n",
          size: { label: "5 B, 2 lines", isCut: false },
          isError: true,
          images: [],
          summary: "Error · 5 B, 2 lines",
        },
      ],
    ],
    [
      "an output object that failed",
      item({
        type: "function_call_output",
        call_id: "c3",
        output: { content: "denied", success: false },
      }),
      [expect.objectContaining({ kind: "tool-result", text: "denied", isError: true })],
    ],
    [
      "a local compaction's summary text",
      line("compacted", { message: "Handoff: tests fixed", replacement_history: [] }),
      [{ kind: "text", text: "Handoff: tests fixed" }],
    ],
    [
      "a remote compaction: the summary is only encrypted",
      line("compacted", {
        message: "",
        replacement_history: [{ type: "compaction", encrypted_content: "gAAA" }],
      }),
      [{ kind: "other", title: "summary", text: ENCRYPTED_SUMMARY_TEXT }],
    ],
    [
      "an item of another type, as JSON",
      item({ type: "ghost_snapshot", ghost_commit: { id: "abc" } }),
      [expect.objectContaining({ kind: "other", title: "ghost_snapshot" })],
    ],
  ])("shows %s", (_name, record, expected) => {
    expect(toMessageBlocks(record)).toEqual(expected);
  });

  it("keeps arguments the records endpoint cut as text", () => {
    const [block] = toMessageBlocks(
      item({
        type: "function_call",
        name: "shell",
        call_id: "c1",
        arguments: '{"command":["cat… [cut: 9.0 kB in all]',
      }),
    );
    expect(block).toMatchObject({ kind: "tool-call", call: { name: "shell" } });
  });
});
