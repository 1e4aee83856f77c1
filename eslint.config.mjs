// ESLint 9 flat config: Next's recommended rules (core web vitals + TypeScript) plus the
// layering rules of STYLE.md, enforced rather than hoped for.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const ENGINE_IS_PURE = "lib/compaction is the pure replay engine (STYLE.md)";
const PRICING_IS_PURE = "lib/pricing is pure data and arithmetic the engine imports";

// The engine runs anywhere (server, browser, tests, benchmarks) on plain data, so it imports
// no framework, database, SDK, file system or UI.
const enginePatterns = [
  {
    group: ["react", "react-dom", "react/*", "react-dom/*"],
    message: `${ENGINE_IS_PURE}: no React; UI lives in components/.`,
  },
  { group: ["next", "next/*"], message: `${ENGINE_IS_PURE}: no Next.js; routes live in app/.` },
  {
    group: ["@prisma/*", "@/lib/db", "@/lib/db/*", "**/db", "**/db/*"],
    message: `${ENGINE_IS_PURE}: no database; lib/db loads data and passes it in.`,
  },
  {
    group: ["@anthropic-ai/sdk", "@anthropic-ai/sdk/*"],
    message: `${ENGINE_IS_PURE}: no SDK calls; lib/llm talks to models.`,
  },
  {
    group: ["fs", "fs/*", "node:*"],
    message: `${ENGINE_IS_PURE}: no Node built-ins (file system, streams...); callers pass data in.`,
  },
];

// Layers point inward: lib/ serves app/ and components/, never the reverse.
const layerPatterns = [
  {
    group: ["@/components", "@/components/*", "../**/components", "../**/components/*"],
    message: "lib/ must not import UI from components/ (layers point inward, STYLE.md).",
  },
  {
    group: ["@/app", "@/app/*", "../**/app", "../**/app/*"],
    message: "lib/ must not import from app/ (layers point inward, STYLE.md).",
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".worker/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "data/**",
    "lib/db/generated/**",
    "test-results/**",
    "playwright-report/**",
    "coverage/**",
    "bench-out/**",
  ]),
  {
    // Playwright fixtures receive a callback named `use`, which is not React's `use` hook.
    files: ["e2e/**/*.ts", "playwright.config.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: layerPatterns }] },
  },
  {
    // Later blocks replace the rule's options for the files they match, so the engine block
    // repeats the layer patterns. Its tests may use Node (reading fixtures) and are exempt.
    files: ["lib/compaction/**/*.{ts,tsx}"],
    ignores: ["lib/compaction/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...layerPatterns, ...enginePatterns] }],
    },
  },
  {
    // The pricing table and its arithmetic are pure too, so the engine may import them
    // (cache-break costs) and so may the browser.
    files: ["lib/pricing/**/*.{ts,tsx}"],
    ignores: ["lib/pricing/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...layerPatterns,
            ...enginePatterns.map(({ group, message }) => ({
              group,
              message: message.replace(ENGINE_IS_PURE, PRICING_IS_PURE),
            })),
          ],
        },
      ],
    },
  },
]);
