// Types for serve.mjs, for its unit test (the project has no allowJs).
export declare function checkRequestTarget(target: string | undefined): string | null;
export declare function rawErrorResponse(
  status: number,
  reason: string,
  code: string,
  message: string,
): string;
