import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  // piscina starts its worker threads from files beside its own code: it must stay in place.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "busboy", "piscina"],
  poweredByHeader: false,
};

export default nextConfig;
