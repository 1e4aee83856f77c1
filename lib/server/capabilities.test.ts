import { describe, expect, it } from "vitest";
import { JOB_VIEW_KINDS } from "../contracts/jobs";
import type { ServerDeps } from "../services/capability";
import { LISTED_CAPABILITIES } from "./capabilities";

const unused = () => {
  throw new Error("a jobs-list source reads nothing when it is made");
};
const deps: ServerDeps = {
  db: unused,
  scopeKey: unused,
  pool: unused,
  use: unused,
  jobSources: unused,
};

describe("CAPABILITIES", () => {
  it("names each capability once", () => {
    const ids = LISTED_CAPABILITIES.map((capability) => capability.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each kind of job to one capability", () => {
    const kinds = LISTED_CAPABILITIES.flatMap((capability) =>
      Object.keys(capability.jobs?.payloads ?? {}),
    );
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it("lists in the jobs list the kinds the API's contract names, each from one capability", () => {
    const kinds = LISTED_CAPABILITIES.flatMap((capability) =>
      capability.jobsList ? [capability.jobsList(unused, deps).kind] : [],
    );
    expect([...kinds].sort()).toEqual([...JOB_VIEW_KINDS].sort());
  });
});
