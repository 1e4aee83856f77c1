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
const LAYERS_AFTER_ENGINE = ["view", "contracts", "llm", "services", "replay-pool"];
const enginePatterns = [
  ...purePatterns(ENGINE_IS_PURE),
  {
    group: LAYERS_AFTER_ENGINE.flatMap((layer) => [
      `@/lib/${layer}`,
      `@/lib/${layer}/*`,
      `**/${layer}`,
      `**/${layer}/*`,
    ]),
    message: `${ENGINE_IS_PURE}: the layers built on the engine (view, contracts, llm, services, replay-pool) come after it: they import the engine, never the reverse.`,
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

/**
 * The import specifiers of the lib/ folders `names`, by alias or relative path, as a regex:
 * `../jobs/x` and `@/lib/jobs` match, `../contracts/jobs` does not.
 */
function libFolders(...names) {
  return `^(@/lib/|(\\.\\./)+)(${names.join("|")})(/|$)`;
}

// The composition root is for entry points (routes, pages, server components, instrumentation,
// scripts): a lib/ module that reached it would load every service with it.
const SERVER_IS_THE_ROOT = {
  regex: libFolders("server"),
  message:
    "lib/server is the composition root: only app/, components/ (server components), instrumentation.ts and scripts/ import it; a lib/ module takes what it needs as an argument (ARCHITECTURE.md).",
};

// The data layer is queries that take `db`: whose rows a query sees is handed to it by the
// request scope (lib/server/database.ts), never read from a request or a service.
const dbPatterns = [
  ...layerPatterns,
  SERVER_IS_THE_ROOT,
  {
    regex: `${libFolders("services", "jobs", "auth", "http", "replay-pool", "llm")}|^next(/|$)`,
    message:
      "lib/db holds queries that take `db`: it imports no service, job, auth, HTTP, pool or Next.js code; the layer above hands it what it needs (ARCHITECTURE.md).",
  },
];

// Queues run payloads with the handlers they are handed: they know no capability.
const jobsPatterns = [
  ...layerPatterns,
  SERVER_IS_THE_ROOT,
  {
    regex: libFolders("services"),
    message:
      "lib/jobs holds the queue implementations: a capability hands its payload schemas and handlers to the root, the queue imports none (ARCHITECTURE.md).",
  },
];

// A capability gets the pool, the database and other capabilities as deps from the root, and
// reads no request: a route parses it and calls the service.
const servicesPatterns = [
  ...layerPatterns,
  SERVER_IS_THE_ROOT,
  {
    group: ["next", "next/*"],
    message:
      "lib/services reads no request: the route parses it and passes plain values (ARCHITECTURE.md).",
  },
];

// Routes and pages call services through the root (services().<capability>), never the
// queries or the queues themselves. Tests and app/api/_testing set up databases directly.
const appPatterns = [
  {
    regex: libFolders("db", "jobs"),
    message:
      "app/ calls services (services() from lib/server), never lib/db or lib/jobs: a new operation is a method of its capability's service (ARCHITECTURE.md).",
  },
];

// Components draw what pages hand them: a page passes its server actions and screen pieces
// down, so no component reaches back into app/.
const componentPatterns = [
  {
    regex: libFolders("db", "jobs", "services"),
    message:
      "components/ draw what pages and services hand them: data comes through services (lib/server), never lib/db, lib/jobs or a service module directly.",
  },
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
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "app/api/_testing/**"],
    rules: { "no-restricted-imports": ["error", { patterns: appPatterns }] },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...layerPatterns, SERVER_IS_THE_ROOT] }],
    },
  },
  {
    files: ["lib/server/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: layerPatterns }] },
  },
  {
    files: ["lib/db/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: dbPatterns }] },
  },
  {
    files: ["lib/jobs/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: jobsPatterns }] },
  },
  {
    files: ["lib/services/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: servicesPatterns }] },
  },
  // Later blocks replace the rule's options for the files they match, so each pure layer's
  // block repeats the layer patterns. Tests and testing/ helpers may use Node (fixtures).
  {
    files: ["lib/compaction/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...layerPatterns, SERVER_IS_THE_ROOT, ...enginePatterns] },
      ],
    },
  },
  {
    files: ["lib/transcript/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...layerPatterns, SERVER_IS_THE_ROOT, ...purePatterns(TRANSCRIPT_IS_PURE)] },
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
        { patterns: [...layerPatterns, SERVER_IS_THE_ROOT, ...purePatterns(PRICING_IS_PURE)] },
      ],
    },
  },
  {
    files: ["lib/view/**/*.{ts,tsx}"],
    ignores: PURE_TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...layerPatterns, SERVER_IS_THE_ROOT, ...purePatterns(VIEW_IS_PURE)] },
      ],
    },
  },
]);
