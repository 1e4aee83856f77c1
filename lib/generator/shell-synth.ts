import type { Project } from "./project";
import type { Rng } from "./prng";
import { ERROR_MESSAGES, NOUNS, VERBS } from "./vocabulary";

export type ShellRun = {
  command: string;
  description: string;
  stdout: string;
  stderr: string;
  /** Non-zero exit: recorded as an is_error tool result. */
  failed: boolean;
  /** Seconds the command ran, drives bash_progress records. */
  seconds: number;
};

function testOutput(rng: Rng, project: Project, chars: number, failed: boolean): string {
  const lines: string[] = [`> ${project.testCommand}`, ""];
  let length = 0;
  let passed = 0;
  while (length < chars) {
    const file = rng.pick(project.files);
    const ok = !failed || rng.chance(0.85);
    const line = ok
      ? ` ✓ ${file} (${rng.int(1, 40)} tests) ${rng.int(3, 900)}ms`
      : ` ✗ ${file} > ${rng.pick(VERBS)} ${rng.pick(NOUNS)}\n   ${rng.pick(ERROR_MESSAGES)}\n     at ${file}:${rng.int(1, 300)}:${rng.int(1, 60)}`;
    if (ok) passed++;
    lines.push(line);
    length += line.length + 1;
  }
  lines.push(
    "",
    ` Test Files  ${failed ? "1 failed | " : ""}${passed} passed`,
    ` Duration  ${rng.range(0.5, 40).toFixed(2)}s`,
  );
  return lines.join("\n");
}

function gitStatus(rng: Rng, project: Project): string {
  const lines = [
    `On branch ${project.branch}`,
    "Changes not staged for commit:",
    '  (use "git add <file>..." to update what will be committed)',
    "",
  ];
  const n = rng.int(1, 8);
  for (let i = 0; i < n; i++) lines.push(`\tmodified:   ${rng.pick(project.files)}`);
  lines.push("", 'no changes added to commit (use "git add" and/or "git commit -a")');
  return lines.join("\n");
}

function gitLog(rng: Rng, chars: number): string {
  const lines: string[] = [];
  let length = 0;
  while (length < chars) {
    const line = `${rng.u32().toString(16).padStart(8, "0").slice(0, 7)} ${rng.pick(["fix", "feat", "chore", "refactor", "test"])}: ${rng.pick(VERBS)} ${rng.pick(NOUNS)} ${rng.pick(NOUNS)}`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join("\n");
}

function listing(rng: Rng, project: Project, chars: number): string {
  const lines = ["total " + rng.int(40, 400)];
  let length = 0;
  while (length < chars) {
    const file = rng.pick(project.files);
    const line = `-rw-r--r--  1 dev  staff  ${String(rng.int(120, 48000)).padStart(6)} Jan ${rng.int(1, 28)} ${rng.int(10, 23)}:${String(rng.int(0, 59)).padStart(2, "0")} ${file}`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join("\n");
}

/**
 * A shell command with plausible output of about `chars` characters.
 * @example
 * runShell(rng, project, 800).command; // e.g. "npx vitest run"
 */
export function runShell(rng: Rng, project: Project, chars: number): ShellRun {
  const kind = rng.int(0, 5);
  const failed = rng.chance(0.12);
  if (kind <= 1) {
    return {
      command: project.testCommand,
      description: "Run the test suite",
      stdout: testOutput(rng, project, chars, failed),
      stderr: "",
      failed,
      seconds: rng.int(2, 90),
    };
  }
  if (kind === 2)
    return {
      command: "git status",
      description: "Show working tree status",
      stdout: gitStatus(rng, project),
      stderr: "",
      failed: false,
      seconds: 0,
    };
  if (kind === 3) {
    return {
      command: `git log --oneline -n ${rng.int(10, 60)}`,
      description: "Show recent commits",
      stdout: gitLog(rng, chars),
      stderr: "",
      failed: false,
      seconds: 0,
    };
  }
  if (kind === 4) {
    return {
      command: `ls -la ${rng.pick(project.files).split("/")[0] ?? "."}`,
      description: "List files",
      stdout: listing(rng, project, chars),
      stderr: "",
      failed: false,
      seconds: 0,
    };
  }
  const build = testOutput(rng, project, chars, failed).replace(
    project.testCommand,
    project.buildCommand,
  );
  return {
    command: project.buildCommand,
    description: "Build the project",
    stdout: build,
    stderr: failed ? rng.pick(ERROR_MESSAGES) : "",
    failed,
    seconds: rng.int(3, 120),
  };
}
