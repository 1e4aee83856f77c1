const UNITS: Record<string, number> = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  KIB: 1024,
  MIB: 1024 ** 2,
  GIB: 1024 ** 3,
};

/** "100MB", "1GB", "500KiB", "1234" -> bytes. */
export function parseSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = UNITS[(match?.[2] || "B").toUpperCase()];
  if (!match || unit === undefined)
    throw new Error(`Not a size: "${text}" (try 100MB, 1GB, 500KB)`);
  return Math.round(Number(match[1]) * unit);
}
