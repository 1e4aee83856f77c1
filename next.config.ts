import type { NextConfig } from "next";

/**
 * Headers on every answer. No other site may frame the app (a page on another port of the same
 * host could otherwise overlay it and steer a signed-in user's clicks); the browser never guesses
 * a content type (a stored transcript served as text stays text); links leaving the app carry no
 * path with ids in it. `frame-ancestors` is the CSP form of X-Frame-Options; both are sent for
 * older browsers. A full script CSP would need nonces on Next's inline scripts: not set.
 */
export const SECURITY_HEADERS = [
  {
    key: "Content-Security-Policy",
    value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
] as const;

const nextConfig: NextConfig = {
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  // piscina starts its worker threads from files beside its own code: it must stay in place.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "busboy", "piscina"],
  poweredByHeader: false,
  async headers() {
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
  },
};

export default nextConfig;
