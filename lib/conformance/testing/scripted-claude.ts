import path from "node:path";
import type { VersionUnderTest } from "../measure-version";

/** The scripted client as the lab runs a version: `node scripted-claude-cli.mjs` (tests only). */
export const SCRIPTED_CLAUDE: VersionUnderTest = {
  version: "scripted",
  kind: "scripted",
  command: process.execPath,
  args: [path.join(import.meta.dirname, "scripted-claude-cli.mjs")],
};
