import { readdirSync } from "node:fs";
import path from "node:path";

/** A route file under app/api: its path there, its URL folder and its dynamic segments. */
export type RouteFile = {
  file: string;
  route: string;
  segments: { name: string; isCatchAll: boolean }[];
};

/**
 * Every `route.ts` under `apiDir`, found on disk so a route added later is fuzzed without a
 * line changed here; `_` folders (test helpers) are not routes.
 */
export function listRouteFiles(apiDir: string): RouteFile[] {
  return readdirSync(apiDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith("/route.ts") || file === "route.ts")
    .filter((file) => !file.split("/").some((part) => part.startsWith("_")))
    .sort()
    .map((file) => {
      const route = file.replace(/\/?route\.ts$/, "");
      const segments = [...route.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map((match) => ({
        name: match[2]!,
        isCatchAll: match[1] !== undefined,
      }));
      return { file, route, segments };
    });
}
