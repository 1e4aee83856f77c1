// ESLint 9 flat config: Next's recommended rules (core web vitals + TypeScript) plus the
// layering rules of STYLE.md, enforced rather than hoped for.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const ENGINE_IS_PURE = "lib/compaction is the pure replay engine (STYLE.md)";
const TRANSCRIPT_IS_PURE = "lib/transcript parses bytes it is handed (STYLE.md)";
const VIEW_IS_PURE = "lib/view holds pure preparers (STYLE.md, Deciding vs drawing)";
const PRICING_IS_PURE = "lib/pricing is pure data and arithmetic the engine imports";

// Node's built-ins, with and without the node: prefix: pure layers get data handed to them.
const NODE_BUILT_INS = [
  "node:*",
  ...[
    "fs",
    "path",
    "zlib",
    "crypto",
    "stream",
    "os",
    "child_process",
    "worker_threads",
    "http",
  ].flatMap((name) => [name, `${name}/*`]),
];

/** Patterns every pure layer shares, with the layer's name in the message. */
function purePatterns(why) {
  return [
    {
      group: ["react", "react-dom", "react/*", "react-dom/*"],
      message: `${why}: no React; UI lives in components/.`,
    },
    { group: ["next", "next/*"], message: `${why}: no Next.js; routes live in app/.` },
    {
      group: ["@prisma/*", "@/lib/db", "@/lib/db/*", "**/db", "**/db/*"],
      message: `${why}: no database; lib/db loads data and passes it in.`,
    },
    {
      group: ["@anthropic-ai/sdk", "@anthropic-ai/sdk/*", "piscina"],
      message: `${why}: no SDK calls or threads; lib/llm and lib/replay-pool do that.`,
    },
    {
      group: NODE_BUILT_INS,
      message: `${why}: no Node built-ins (file system, zlib, crypto, path...); callers pass data in.`,
    },
  ];
}

// The engine runs anywhere (server, browser, tests, benchmarks) on plain data, so it imports
// no framework, database, SDK, file system or UI, and none of the layers built on it.
const LAYERS_AFTER_ENGINE = ["view", "ingest", "contracts", "llm", "services", "replay-pool"];
const enginePatterns = [
  ...purePatterns(ENGINE_IS_PURE),
  {
    group: LAYERS_AFTER_ENGINE.flatMap((layer) => [
      `@/lib/${layer}`,
      `@/lib/${layer}/*`,
      `**/${layer}`,
      `**/${layer}/*`,
    ]),
    message: `${ENGINE_IS_PURE}: the layers built on the engine (view, ingest, api, llm, services, replay-pool) come after it: they import the engine, never the reverse.`,
  },
];

const PURE_TEST_FILES = ["**/*.test.ts", "**/testing/**"];

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

// Components draw what pages hand them: a page passes its server actions and screen pieces
// down, so no component reaches back into app/.
const componentPatterns = [
  {
    group: ["@/app", "@/app/*", "../**/app", "../**/app/*"],
    message:
      "components/ must not import from app/: pages pass what a component needs (server actions live in lib/).",
  },
];

// The shared kit is primitives every screen may use, so it imports no screen.
const uiKitPatterns = [
  {
    group: ["@/components/*", "!@/components/ui", "!@/components/ui/*", "../*"],
    message:
      "components/ui is the shared kit: it imports no screen (components/<screen>); take the screen's piece as a prop.",
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
    "lib/db/generated-postgres/**",
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
    files: ["components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: componentPatterns }] },
  },
  {
    files: ["components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...componentPatterns, ...uiKitPatterns] }],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: layerPatterns }] },
  },
  // Later blocks replace the rule's options for the files they match, so each pure layer's
  // block repeats the layer patterns. Tests and testing/ helpers may use Node (fixtures).
  {
    files: ["lib/compaction/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: {
      "no-restricted-imports": ["error", { patterns: [...layerPatterns, ...enginePatterns] }],
    },
  },
  {
    files: ["lib/transcript/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...layerPatterns, ...purePatterns(TRANSCRIPT_IS_PURE)] },
      ],
    },
  },
  {
    // The engine prices cache breaks with it, so it is as pure as the engine.
    files: ["lib/pricing/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...layerPatterns, ...purePatterns(PRICING_IS_PURE)] },
      ],
    },
  },
  {
    files: ["lib/view/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...layerPatterns, ...purePatterns(VIEW_IS_PURE)] },
      ],
    },
  },
]);
