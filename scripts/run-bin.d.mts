// Types for run-bin.mjs, for unit tests and TypeScript scripts (the project has no allowJs).
export declare const ROOT: string;
export declare function binPath(pkg: string, bin?: string): string;
export declare function runNode(
  script: string,
  args?: string[],
  options?: { env?: NodeJS.ProcessEnv; nodeArgs?: string[] },
): Promise<number>;
export declare function exitCodeOfSignal(signal: string | null): number;
export declare function describeServerExit(code: number, wasAsked: boolean): string | null;
export declare function runBin(
  pkg: string,
  bin: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; nodeArgs?: string[] },
): Promise<number>;
export declare function runTsScript(
  script: string,
  args?: string[],
  options?: { env?: NodeJS.ProcessEnv },
): Promise<number>;
