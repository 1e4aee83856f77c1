// Types for start.mjs, for its unit test (the project has no allowJs).
export declare function describeSeedOutcome(
  code: number,
  reason: string | undefined,
): string | null;
export declare function runDemoSeed(env: NodeJS.ProcessEnv): Promise<string | null>;
