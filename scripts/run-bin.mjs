// Runs a dependency's command-line tool with the current Node, from its own package.json `bin`.
// Not `npx`: npx may ask the registry about a name, prints npm's config warnings, and adds a
// shell layer that swallows signals. The scripts of `npm start` and `npm test` share this.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(ROOT, "package.json"));

/** Absolute path of `bin` (default: the package's only or same-named bin) of an installed package. */
export function binPath(pkg, bin = pkg.split("/").pop()) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = require(manifestPath);
  const relative = typeof bins === "string" ? bins : bins?.[bin];
  if (!relative) throw new Error(`${pkg} has no "${bin}" command`);
  return path.join(path.dirname(manifestPath), relative);
}

/**
 * Runs `node <script> ...args` in the project root with inherited stdio and resolves with its
 * exit code. SIGINT and SIGTERM received meanwhile are passed on to the child, so Ctrl-C and a
 * supervisor's stop reach the server or test runner, which then exits on its own terms.
 *
 * @param {string} script absolute path of a JS file (see binPath)
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, nodeArgs?: string[] }} [options]
 * @returns {Promise<number>}
 */
export function runNode(script, args = [], { env = process.env, nodeArgs = [] } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
      cwd: ROOT,
      env,
      stdio: "inherit",
    });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? exitCodeOfSignal(signal));
    });
  });
}

/** A child killed by a signal reports no code: the shell's 128 + n (SIGKILL 137, SIGTERM 143). */
export function exitCodeOfSignal(signal) {
  return 128 + (os.constants.signals[signal] ?? 1);
}

/** Why the server stopped when nobody asked it to, in words; null for a requested stop. */
export function describeServerExit(code, wasAsked) {
  if (code === 0 || wasAsked) return null;
  const signal = Object.entries(os.constants.signals).find(([, n]) => n + 128 === code)?.[0];
  return signal
    ? `the server process was killed by ${signal} (exit code ${code})${signal === "SIGKILL" ? ", perhaps by the out-of-memory killer" : ""}; run npm start again to restart it.`
    : `the server process exited with code ${code}; see its output above.`;
}

/** Runs a bin of an installed package (see binPath) with runNode. */
export function runBin(pkg, bin, args, options) {
  return runNode(binPath(pkg, bin), args, options);
}

/**
 * Runs a TypeScript script through tsx with the `react-server` export condition, under which
 * the `server-only` package is empty instead of throwing: lib/db modules import it to keep
 * database code out of client bundles, and these scripts legitimately run on the server.
 */
export function runTsScript(script, args = [], options) {
  return runBin(
    "tsx",
    "tsx",
    ["--conditions=react-server", path.join(ROOT, script), ...args],
    options,
  );
}
