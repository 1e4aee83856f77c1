import type { Rng } from "./prng";
import { BRANCHES, FIRST_NAMES, NOUNS, REPO_NAMES } from "./vocabulary";

export type Language = "ts" | "py" | "go" | "rs";

/** The simulated repository a session works in: its cwd, branch and files. */
export type Project = {
  cwd: string;
  repo: string;
  language: Language;
  branch: string;
  /** Repository-relative paths, e.g. "lib/auth/session.ts". */
  files: string[];
  testCommand: string;
  buildCommand: string;
};

type Layout = { dirs: string[]; ext: string; extra: string[]; test: string; build: string };

const LAYOUTS: Record<Language, Layout> = {
  ts: {
    dirs: [
      "app/api",
      "lib",
      "lib/db",
      "lib/auth",
      "components",
      "components/ui",
      "scripts",
      "tests",
    ],
    ext: ".ts",
    extra: ["package.json", "tsconfig.json", "README.md", "prisma/schema.prisma", "app/page.tsx"],
    test: "npx vitest run",
    build: "npm run build",
  },
  py: {
    dirs: ["src/pipeline", "src/models", "src/api", "src/utils", "tests", "scripts"],
    ext: ".py",
    extra: ["pyproject.toml", "README.md", "requirements.txt", "Makefile"],
    test: "python -m pytest -q",
    build: "python -m build",
  },
  go: {
    dirs: ["cmd/server", "internal/store", "internal/http", "internal/jobs", "pkg/client"],
    ext: ".go",
    extra: ["go.mod", "README.md", "Makefile", "docker-compose.yml"],
    test: "go test ./...",
    build: "go build ./...",
  },
  rs: {
    dirs: ["src", "src/parser", "src/commands", "tests", "benches"],
    ext: ".rs",
    extra: ["Cargo.toml", "README.md", "build.rs"],
    test: "cargo test",
    build: "cargo build --release",
  },
};

function fileName(rng: Rng, language: Language): string {
  const a = rng.pick(NOUNS);
  const b = rng.pick(NOUNS);
  if (language === "py" || language === "rs") return `${a}_${b}`;
  if (language === "go") return `${a}${b}`;
  return `${a}-${b}`;
}

/** Picks a repository layout, cwd and file list for a session. */
export function createProject(rng: Rng, cwdOverride?: string): Project {
  const language = rng.pick<Language>(["ts", "ts", "py", "go", "rs"]);
  const layout = LAYOUTS[language];
  const repo = rng.pick(REPO_NAMES);
  const user = rng.pick(FIRST_NAMES);
  const cwd =
    cwdOverride ??
    rng.pick([
      `/Users/${user}/code/${repo}`,
      `/home/${user}/projects/${repo}`,
      `/Users/${user}/work/${repo}`,
    ]);
  const files = new Set<string>(layout.extra);
  const count = rng.int(30, 70);
  while (files.size < count) {
    const dir = rng.pick(layout.dirs);
    const name = fileName(rng, language);
    const ext = language === "ts" && dir.startsWith("components") ? ".tsx" : layout.ext;
    const isTest = dir === "tests" || rng.chance(0.15);
    if (language === "ts" && isTest) files.add(`${dir}/${name}.test${ext}`);
    else if (language === "py" && dir === "tests") files.add(`${dir}/test_${name}${ext}`);
    else files.add(`${dir}/${name}${ext}`);
  }
  return {
    cwd,
    repo,
    language,
    branch: rng.pick(BRANCHES),
    files: [...files],
    testCommand: layout.test,
    buildCommand: layout.build,
  };
}
