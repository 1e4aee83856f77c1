/**
 * A harness lab's command line as words: `--quick`, `--write` and each of `switches` are
 * switches, each of `valueFlags` takes the next word, `--harness <id>` was read by the caller;
 * any other word is an error naming it, followed by `usage`. The caller's zod schema gives the
 * words their types.
 *
 * @example readLabFlags(["--quick", "--models", "a,b"], ["models"], "for --harness x: use ...") // { quick: true, models: "a,b" }
 */
export function readLabFlags(
  argv: readonly string[],
  valueFlags: readonly string[],
  usage: string,
  switches: readonly string[] = [],
): Record<string, string | boolean> {
  const raw: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg.startsWith("--") && ["quick", "write", ...switches].includes(arg.slice(2)))
      raw[arg.slice(2)] = true;
    else if (arg === "--harness") i++;
    else if (arg.startsWith("--") && valueFlags.includes(arg.slice(2)))
      raw[arg.slice(2)] = argv[++i] ?? "";
    else throw new Error(`Unknown argument ${arg} ${usage}`);
  }
  return raw;
}
