import { z } from "zod";
import { malformedLine, planMalformed } from "./malformed";
import { createRng } from "./prng";
import { createSession, runSession } from "./run-session";
import type { FactsAccumulator, ResolvedOptions } from "./session-state";
import { utf8Length } from "../transcript/utf8-length";

export const generatorOptionsSchema = z.object({
  /** Same seed + options => byte-identical output. */
  seed: z.number().int(),
  /** Record formats of FORMAT.md: 1.0.x (1.0.56-1.0.117 style) or 2.1.x (2.1.19-2.1.63 style). */
  style: z.enum(["1.0", "2.1"]),
  /** Stop once the file reaches about this many bytes (kilobytes .. 1 GB). */
  targetBytes: z.number().int().positive(),
  /** Malformed lines sprinkled in (orphan fragments, truncated JSON). */
  malformedLines: z.number().int().nonnegative().optional(),
  model: z.string().min(1).optional(),
  /** Claude Code version of the first record ("1.0.98", "2.1.50"); must match the style. */
  version: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .optional(),
  /** Drives the default compaction threshold. */
  contextWindow: z.number().int().positive().optional(),
  /** Context tokens at which the session auto-compacts. */
  autoCompactAt: z.number().int().positive().optional(),
  /** Proxy variant (FORMAT.md §3): non-final block records carry zero usage. Default false. */
  proxyUsage: z.boolean().optional(),
  sessionId: z.string().min(1).optional(),
  cwd: z.string().min(1).optional(),
  /** Start time, ms since epoch. */
  startTime: z.number().int().optional(),
});

export type GeneratorOptions = z.infer<typeof generatorOptionsSchema>;

/** Facts about what was generated, computed while generating (see FactsAccumulator). */
export type GeneratedFacts = FactsAccumulator;

function resolve(options: GeneratorOptions): ResolvedOptions {
  const contextWindow = options.contextWindow ?? 200_000;
  return {
    seed: options.seed,
    style: options.style,
    targetBytes: options.targetBytes,
    malformedLines: options.malformedLines ?? 0,
    model:
      options.model ??
      (options.style === "1.0" ? "claude-opus-4-20250514" : "claude-opus-4-5-20251101"),
    contextWindow,
    // The version is drawn later (run-session.ts), which then sets the threshold that fits it.
    autoCompactAt: options.autoCompactAt ?? null,
    proxyUsage: options.proxyUsage ?? false,
  };
}

/**
 * A deterministic, realistic Claude Code transcript, produced lazily line by line.
 * @example
 * const { lines, facts } = generateTranscript({ seed: 1, style: "2.1", targetBytes: 3_000_000 });
 * for (const line of lines) out.write(line + "\n");
 * facts().compactions.length; // 2, for instance
 */
export function generateTranscript(input: GeneratorOptions): {
  lines: Generator<string>;
  facts: () => GeneratedFacts;
} {
  const options = generatorOptionsSchema.parse(input);
  if (options.version !== undefined && !options.version.startsWith(`${options.style}.`)) {
    throw new Error(`version ${options.version} does not match style ${options.style}`);
  }
  const opts = resolve(options);
  const rng = createRng(opts.seed);
  const malformedRng = rng.fork("malformed");
  const session = createSession(rng, opts, options);
  const facts: FactsAccumulator = session.facts;

  function* lines(): Generator<string> {
    const offsets = planMalformed(malformedRng, opts.malformedLines, opts.targetBytes);
    let next = 0;
    let previous = "";
    const emit = (line: string): string => {
      session.bytes += utf8Length(line) + 1;
      facts.lines++;
      return line;
    };
    const malformed = (): string => {
      next++;
      const line = malformedLine(malformedRng, previous);
      facts.malformedLines.push(facts.lines + 1);
      return emit(line);
    };
    for (const record of runSession(session)) {
      previous = JSON.stringify(record);
      yield emit(previous);
      while (next < offsets.length && session.bytes >= (offsets[next] ?? Infinity))
        yield malformed();
    }
    while (next < offsets.length) yield malformed();
  }

  return {
    lines: lines(),
    facts: () => ({
      ...facts,
      compactions: [...facts.compactions],
      malformedLines: [...facts.malformedLines],
    }),
  };
}

/** Yields the file line by line (without the trailing "\n"); memory stays bounded. */
export function* generateTranscriptLines(options: GeneratorOptions): Generator<string> {
  yield* generateTranscript(options).lines;
}
