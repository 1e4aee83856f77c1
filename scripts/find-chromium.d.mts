// Types for find-chromium.mjs, which playwright.config.ts imports (the project has no allowJs).
export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const CHROMIUM_INSTALL_HINT: string;
export declare function findChromium(
  env?: Readonly<Record<string, string | undefined>>,
): { ok: true; path: string } | { ok: false; message: string };
