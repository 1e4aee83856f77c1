import { describe, expect, it } from "vitest";
import { readJobsConfig } from "./jobs-config";

describe("readJobsConfig", () => {
  it.each([
    ["nothing set", {}, "in-process"],
    ["a SQLite DATABASE_URL", { DATABASE_URL: "file:./data/x.db" }, "in-process"],
    ["a PostgreSQL DATABASE_URL", { DATABASE_URL: "postgresql://db/lab" }, "pg-boss"],
    ["a postgres:// DATABASE_URL", { DATABASE_URL: "postgres://db/lab" }, "pg-boss"],
    [
      "a queue URL beside SQLite data",
      { DATABASE_URL: "file:./x.db", JOBS_DATABASE_URL: "postgresql://q/jobs" },
      "pg-boss",
    ],
    [
      "JOBS_IN_PROCESS=1 beside a PostgreSQL DATABASE_URL",
      { DATABASE_URL: "postgresql://db/lab", JOBS_IN_PROCESS: "1" },
      "in-process",
    ],
  ])("with %s jobs run %s", (_what, env, mode) => {
    expect(readJobsConfig(env).mode).toBe(mode);
  });

  it("puts the queue in JOBS_DATABASE_URL before DATABASE_URL, and works in the web only when told", () => {
    const config = readJobsConfig({
      DATABASE_URL: "postgresql://data/lab",
      JOBS_DATABASE_URL: " postgresql://queue/jobs ",
      RUN_JOBS_IN_WEB: "1",
      JOBS_EXPIRE_SECONDS: "60",
    });
    expect(config).toMatchObject({
      mode: "pg-boss",
      url: "postgresql://queue/jobs",
      runsJobsInWeb: true,
      options: { expireInSeconds: 60, retryLimit: 3, retryDelaySeconds: 2 },
    });
    expect(readJobsConfig({ DATABASE_URL: "postgresql://d/l" })).toMatchObject({
      runsJobsInWeb: false,
      options: { expireInSeconds: 900 },
    });
  });

  it.each([
    [{ JOBS_DATABASE_URL: "file:./jobs.db" }, /JOBS_DATABASE_URL must be a postgres/],
    [{ DATABASE_URL: "postgresql://d/l", JOBS_EXPIRE_SECONDS: "0" }, /JOBS_EXPIRE_SECONDS/],
  ])("refuses %j with the setting's name", (env, message) => {
    expect(() => readJobsConfig(env)).toThrow(message);
  });
});
