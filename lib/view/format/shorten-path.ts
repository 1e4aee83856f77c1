/**
 * A project folder shortened to its last segments for a narrow column; the full path goes in
 * a `title` attribute beside it. Home folders collapse to "~" first.
 * @example shortenPath("/home/ana/code/compaction-lab/web") // "…/compaction-lab/web"
 */
export function shortenPath(path: string, keepSegments = 2): string {
  const separator = path.includes("\\") && !path.includes("/") ? "\\" : "/";
  const withHome = path
    .replace(/^\/(?:home|Users)\/[^/]+(?=\/|$)/, "~")
    .replace(/^[A-Za-z]:\\Users\\[^\\]+(?=\\|$)/, "~");
  const segments = withHome.split(separator).filter((segment) => segment !== "");
  if (segments.length <= keepSegments + 1) return withHome;
  return `…${separator}${segments.slice(-keepSegments).join(separator)}`;
}
