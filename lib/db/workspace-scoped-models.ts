/**
 * The one place that says how each model reaches its workspace: the filter that keeps a query
 * inside workspace `id`. A model with its own `workspaceId` column is `own`; a model that
 * belongs to a parent row names the relation to follow. A new model is one line here (and a
 * `workspaceId` column or a parent relation in prisma/schema.prisma); a model missing from this
 * list and from UNSCOPED_MODELS fails lib/db/workspace-scoped-models.test.ts.
 */
export const WORKSPACE_SCOPED_MODELS = {
  Transcript: { own: true },
  Sweep: { own: true },
  PromptTemplate: { own: true },
  SavedFilter: { own: true },
  LiveFile: { own: true },
  WatchedFolder: { own: true },
  UploadProgress: { own: true },
  RedactionSetting: { own: true },
  RawChunk: { via: "transcript" },
  ModelBlob: { via: "transcript" },
  ReplayCache: { via: "transcript" },
  SummaryVariant: { via: "transcript" },
  SummaryBatch: { via: "transcript" },
  SweepResult: { via: "sweep" },
  PromptTemplateVersion: { via: "template" },
} as const satisfies Record<string, { own: true } | { via: string }>;

/**
 * Models that hold no workspace data: the accounts themselves and their failed sign-ins; and
 * re-parse runs, server upkeep started from the command line over every workspace's transcripts.
 */
export const UNSCOPED_MODELS = [
  "Workspace",
  "User",
  "Membership",
  "SignInFailure",
  "ReparseRun",
] as const;

export type ScopedModel = keyof typeof WORKSPACE_SCOPED_MODELS;

export function isScopedModel(model: string): model is ScopedModel {
  return Object.hasOwn(WORKSPACE_SCOPED_MODELS, model);
}

/** The where clause that keeps `model`'s rows to workspace `workspaceId`. */
export function workspaceFilter(model: ScopedModel, workspaceId: string): Record<string, unknown> {
  const rule: { own: true } | { via: string } = WORKSPACE_SCOPED_MODELS[model];
  return "own" in rule ? { workspaceId } : { [rule.via]: { workspaceId } };
}

/** Whether rows of `model` carry the workspace id themselves (so a create must set it). */
export function ownsWorkspaceId(model: ScopedModel): boolean {
  return "own" in WORKSPACE_SCOPED_MODELS[model];
}
