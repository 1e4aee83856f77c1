import fc from "fast-check";
import type { SessionScript, Turn } from "./make-model";

const TOOLS = ["Read", "Bash", "Grep", "Edit", "Task", "WebFetch"];

/** Small random sessions: contexts that grow (with an occasional recorded compaction), tools, gaps. */
export const arbitrarySession: fc.Arbitrary<SessionScript> = fc
  .record({
    version: fc.constantFrom("1.0.117", "2.1.19", "2.1.63"),
    steps: fc.array(
      fc.record({
        growth: fc.integer({ min: -2_000, max: 40_000 }),
        userChars: fc.option(fc.nat(20_000), { nil: undefined }),
        tools: fc.array(
          fc.record({ name: fc.constantFrom(...TOOLS), resultChars: fc.nat(80_000) }),
          { maxLength: 4 },
        ),
        gapMinutes: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
        compacts: fc.boolean(),
      }),
      { minLength: 1, maxLength: 40 },
    ),
  })
  .map(({ version, steps }) => {
    let context = 15_000;
    const turns = steps.map((step, k): Turn => {
      const compacts = step.compacts && context > 120_000 && k > 0;
      const pre = context;
      context = compacts ? 30_000 : Math.max(5_000, context + step.growth);
      return {
        context,
        userChars: step.userChars,
        tools: step.tools,
        gapMinutes: step.gapMinutes,
        compactionBefore: compacts ? { trigger: "auto", preTokens: pre } : undefined,
      };
    });
    return { version, turns };
  });
