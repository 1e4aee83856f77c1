import { describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { scopeArgs } from "./scope-extension";
import { UNSCOPED_MODELS, WORKSPACE_SCOPED_MODELS } from "./workspace-scoped-models";

describe("WORKSPACE_SCOPED_MODELS", () => {
  it("names every model of the schema, scoped or knowingly not (a new model cannot forget)", () => {
    const listed = [...Object.keys(WORKSPACE_SCOPED_MODELS), ...UNSCOPED_MODELS].sort();
    expect(listed).toEqual(Object.values(Prisma.ModelName).sort());
  });
});

describe("scopeArgs", () => {
  const AND = (filter: object) => ({ AND: [filter] });
  it.each([
    [
      "a unique read keeps its key and adds the workspace",
      "Transcript",
      "findUnique",
      { where: { id: "t1" } },
      { where: { id: "t1", ...AND({ workspaceId: "w" }) } },
    ],
    [
      "a list without where gets one",
      "Sweep",
      "findMany",
      {},
      { where: AND({ workspaceId: "w" }) },
    ],
    [
      "a child reaches it through its parent",
      "SummaryVariant",
      "findFirst",
      { where: { point: "p" } },
      { where: { point: "p", ...AND({ transcript: { workspaceId: "w" } }) } },
    ],
    [
      "a sweep result through its sweep",
      "SweepResult",
      "count",
      { where: { sweepId: "s" } },
      { where: { sweepId: "s", ...AND({ sweep: { workspaceId: "w" } }) } },
    ],
    [
      "a template version through its template",
      "PromptTemplateVersion",
      "findMany",
      {},
      { where: AND({ template: { workspaceId: "w" } }) },
    ],
    [
      "an existing AND is kept",
      "Transcript",
      "deleteMany",
      { where: { AND: { status: "x" } } },
      { where: { AND: [{ status: "x" }, { workspaceId: "w" }] } },
    ],
    [
      "a create is tagged",
      "PromptTemplate",
      "create",
      { data: { name: "n" } },
      { data: { workspaceId: "w", name: "n" } },
    ],
    [
      "createMany tags each row",
      "Transcript",
      "createMany",
      { data: [{ name: "a" }, { name: "b" }] },
      {
        data: [
          { workspaceId: "w", name: "a" },
          { workspaceId: "w", name: "b" },
        ],
      },
    ],
    [
      "upsert narrows and tags",
      "Sweep",
      "upsert",
      { where: { id: "s" }, create: { total: 1 }, update: {} },
      {
        where: { id: "s", ...AND({ workspaceId: "w" }) },
        create: { workspaceId: "w", total: 1 },
        update: {},
      },
    ],
    [
      "an account model is untouched",
      "User",
      "findMany",
      { where: { email: "e" } },
      { where: { email: "e" } },
    ],
  ])("%s", (_rule, model, operation, args, expected) => {
    expect(scopeArgs(model, operation, args, "w")).toEqual(expected);
  });

  it("does not mutate its input", () => {
    const args = { where: { id: "t1" }, data: { name: "n" } };
    const copy = structuredClone(args);
    scopeArgs("Transcript", "update", args, "w");
    expect(args).toEqual(copy);
  });
});
