import type { Rng } from "../prng";
import type { Project } from "../project";
import { hex } from "../ids";
import { synthesizeCode } from "../code-synth";
import { finalAnswer, preambleText, thinkingText, userPrompt } from "../prose-synth";
import { runShell } from "../shell-synth";

/** One `response_item` payload with the tokens it adds to the context (characters / 4). */
export type Item = { payload: Record<string, unknown>; tokens: number };

const tokensOf = (chars: number) => Math.ceil(chars / 4);

export function userItem(text: string): Item {
  return {
    payload: { type: "message", role: "user", content: [{ type: "input_text", text }] },
    tokens: tokensOf(text.length),
  };
}

/** The context Codex injects at a session's start: instructions and the environment. */
export function initialContext(rng: Rng, project: Project): Item[] {
  const instructions = `<user_instructions>\n\n# AGENTS.md\n\n- Run \`${project.testCommand}\` before you finish.\n- Keep changes small; match the style of ${project.repo}.\n\n</user_instructions>`;
  const environment = `<environment_context>\n  <cwd>${project.cwd}</cwd>\n  <approval_policy>on-request</approval_policy>\n  <sandbox_mode>workspace-write</sandbox_mode>\n  <network_access>restricted</network_access>\n  <shell>${rng.pick(["zsh", "bash"])}</shell>\n</environment_context>`;
  return [userItem(instructions), userItem(environment)];
}

export function promptItem(rng: Rng, project: Project): Item {
  return userItem(userPrompt(rng, rng.pick(project.files), rng.chance(0.1)));
}

export function reasoningItem(rng: Rng, file: string): Item {
  const summary = thinkingText(rng, file, rng.logInt(80, 1_200));
  return {
    payload: {
      type: "reasoning",
      summary: [{ type: "summary_text", text: `**${preambleText(rng, file)}**\n\n${summary}` }],
      content: null,
      encrypted_content: `gAAAAA${hex(rng, 64)}`,
    },
    tokens: tokensOf(summary.length) + rng.int(50, 400),
  };
}

export type ToolRound = { call: Item; output: Item };

/** A tool call and its output: a shell command, a file read through the shell, or a patch. */
export function toolRound(rng: Rng, project: Project, index: number): ToolRound {
  const callId = `call_${hex(rng, 24)}`;
  const file = rng.pick(project.files);
  const kind = rng.int(0, 5);
  if (kind <= 1) {
    const patch = `*** Begin Patch\n*** Update File: ${file}\n@@\n${synthesizeCode(
      rng,
      project.language,
      rng.logInt(200, 3_000),
    )
      .split("\n")
      .map((line) => (rng.chance(0.3) ? `+${line}` : ` ${line}`))
      .join("\n")}\n*** End Patch`;
    const output = JSON.stringify({
      output: `Success. Updated the following files:\nM ${file}\n`,
      metadata: { exit_code: 0, duration_seconds: 0 },
    });
    return {
      call: {
        payload: {
          type: "custom_tool_call",
          status: "completed",
          call_id: callId,
          name: "apply_patch",
          input: patch,
        },
        tokens: tokensOf(patch.length),
      },
      output: {
        payload: { type: "custom_tool_call_output", call_id: callId, output },
        tokens: tokensOf(output.length),
      },
    };
  }
  const read = kind <= 3;
  const run = read ? null : runShell(rng, project, rng.logInt(200, 12_000));
  const command = read ? `sed -n '1,${rng.int(80, 400)}p' ${file}` : (run?.command ?? "ls");
  const stdout = read
    ? synthesizeCode(rng, project.language, rng.logInt(400, 16_000))
    : (run?.stdout ?? "");
  const exitCode = run?.failed ? 1 : 0;
  const args = JSON.stringify({
    command: ["bash", "-lc", command],
    workdir: project.cwd,
    timeout_ms: 120_000,
  });
  const output = JSON.stringify({
    output: stdout + (run?.stderr ? `\n${run.stderr}` : ""),
    metadata: { exit_code: exitCode, duration_seconds: (run?.seconds ?? 0) + (index % 3) / 10 },
  });
  return {
    call: {
      payload: { type: "function_call", name: "shell", arguments: args, call_id: callId },
      tokens: tokensOf(args.length),
    },
    output: {
      payload: { type: "function_call_output", call_id: callId, output },
      tokens: tokensOf(output.length),
    },
  };
}

export function answerItem(rng: Rng, project: Project): Item {
  const text = finalAnswer(rng, project.files.slice(0, 6), rng.logInt(120, 1_500));
  return {
    payload: { type: "message", role: "assistant", content: [{ type: "output_text", text }] },
    tokens: tokensOf(text.length),
  };
}

/** Codex's handoff summary as a local compaction writes it: our own words, its shape. */
export function summaryText(rng: Rng, project: Project, prompts: string[]): string {
  const done = project.files.slice(0, rng.int(2, 5)).map((file) => `- Changed ${file}.`);
  return [
    "Handoff summary of the work so far (written by the model that compacted the context).",
    "",
    "## Goal",
    prompts.at(-1) ?? "Continue the task.",
    "",
    "## Progress",
    ...done,
    "",
    "## Next steps",
    `- Run \`${project.testCommand}\` and fix what fails.`,
  ].join("\n");
}

/**
 * A `spawn_agent` call and its output as 0.169.0 writes them (lab): the call in the
 * "collaboration" namespace, the output naming the child's path under the root agent.
 */
export function spawnRound(rng: Rng, taskName: string, message: string): ToolRound {
  const callId = `call_${hex(rng, 24)}`;
  const args = JSON.stringify({ task_name: taskName, message, fork_turns: "none" });
  const output = JSON.stringify({ task_name: `/root/${taskName}` });
  return {
    call: {
      payload: {
        type: "function_call",
        name: "spawn_agent",
        namespace: "collaboration",
        arguments: args,
        call_id: callId,
      },
      tokens: tokensOf(args.length),
    },
    output: {
      payload: { type: "function_call_output", call_id: callId, output },
      tokens: tokensOf(output.length),
    },
  };
}
