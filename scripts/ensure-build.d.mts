// Types for ensure-build.mjs, for its unit test (the project has no allowJs).
export declare function findNewerSource(since: number, root?: string): string | undefined;
export declare function ensurePrismaClient(): Promise<void>;
export declare function ensureBuild(env?: NodeJS.ProcessEnv): Promise<void>;
