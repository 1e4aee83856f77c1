import {
  DEFAULT_TEMPLATE_ID,
  DEFAULT_TEMPLATE_NAME,
  type PromptTemplate,
  type PromptTemplateVersion,
} from "../../contracts/prompt-templates";
import type { PrismaClient } from "../../db/generated/client";
import * as store from "../../db/prompt-templates";
import { AppError } from "../../errors";
import { diffPrompts, type PromptDiff } from "./diff-prompts";

export type TemplatesServiceDeps = {
  db: () => PrismaClient;
  /** Claude Code's own summary prompt: template `claude-code-default`, version 1. */
  defaultPrompt: string;
};

/** The prompt a variant is made with, and where it came from. */
export type ResolvedPrompt = { templateId: string; version: number; prompt: string };

// Not a stored row: a fixed date, so the list answers the same in every process.
const DEFAULT_CREATED_AT = "2026-01-01T00:00:00.000Z";
const DEFAULT_NOTE =
  "Claude Code's own prompt: 2.1.17's, checked against the one 2.1.71 sent. Read-only: copy it to edit.";

function templateNotFound(id: string): AppError {
  return new AppError("not_found", `No prompt template with id "${id}".`);
}

function versionNotFound(id: string, version: number): AppError {
  return new AppError("not_found", `Prompt template "${id}" has no version ${version}.`);
}

function toTemplate(row: store.StoredTemplate): PromptTemplate {
  return {
    id: row.id,
    name: row.name,
    readOnly: row.readOnly,
    latestVersion: row.versions.at(-1)?.version ?? 0,
    versions: row.versions.map((v) => ({
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      note: v.note,
    })),
  };
}

function toVersion(row: store.StoredTemplateVersion): PromptTemplateVersion {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    prompt: row.prompt,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Prompt templates: Claude Code's default, read-only and never stored, first; then
 * the editable ones, each a list of versions that are only ever added, never edited.
 */
export function createTemplatesService({ db, defaultPrompt }: TemplatesServiceDeps) {
  const defaultTemplate: PromptTemplate = {
    id: DEFAULT_TEMPLATE_ID,
    name: DEFAULT_TEMPLATE_NAME,
    readOnly: true,
    latestVersion: 1,
    versions: [{ version: 1, createdAt: DEFAULT_CREATED_AT, note: DEFAULT_NOTE }],
  };
  const defaultVersion: PromptTemplateVersion = {
    id: DEFAULT_TEMPLATE_ID,
    name: DEFAULT_TEMPLATE_NAME,
    version: 1,
    prompt: defaultPrompt,
    createdAt: DEFAULT_CREATED_AT,
  };

  /** One version with its prompt; `version` undefined: the latest. Throws 404. */
  async function getVersion(id: string, version?: number): Promise<PromptTemplateVersion> {
    if (id === DEFAULT_TEMPLATE_ID) {
      if (version !== undefined && version !== 1) throw versionNotFound(id, version);
      return defaultVersion;
    }
    const row = await store.findTemplateVersion(db(), id, version ?? null);
    if (row !== null) return toVersion(row);
    if (version === undefined || (await store.findTemplate(db(), id)) === null)
      throw templateNotFound(id);
    throw versionNotFound(id, version);
  }

  return {
    async list(): Promise<PromptTemplate[]> {
      const rows = await store.listTemplates(db());
      return [defaultTemplate, ...rows.map(toTemplate)];
    },

    getVersion,

    async create(input: { name: string; prompt: string; note?: string }): Promise<PromptTemplate> {
      const row = await store.insertTemplate(db(), { ...input, note: input.note ?? null });
      return toTemplate(row);
    },

    /** The next version of an editable template: 404 unknown, 409 read-only. */
    async addVersion(
      id: string,
      input: { prompt: string; note?: string },
    ): Promise<PromptTemplateVersion> {
      const template =
        id === DEFAULT_TEMPLATE_ID ? defaultTemplate : await store.findTemplate(db(), id);
      if (template === null) throw templateNotFound(id);
      if (template.readOnly)
        throw new AppError(
          "conflict",
          `Template "${id}" is read-only: create a template from its prompt to edit it.`,
        );
      const row = await store.insertTemplateVersion(db(), id, {
        ...input,
        note: input.note ?? null,
      });
      if (row === null) throw templateNotFound(id);
      return toVersion(row);
    },

    /** Version `from` of `id` against version `to` of `otherId` (or of `id` itself). */
    async diff(query: {
      id: string;
      from: number;
      to: number;
      otherId?: string;
    }): Promise<PromptDiff> {
      const [from, to] = await Promise.all([
        getVersion(query.id, query.from),
        getVersion(query.otherId ?? query.id, query.to),
      ]);
      return diffPrompts(
        { label: `${from.name} v${from.version}`, prompt: from.prompt },
        { label: `${to.name} v${to.version}`, prompt: to.prompt },
      );
    },

    /** The prompt of a template version (default: the latest), for a variant. Throws 404. */
    async resolvePrompt(id: string, version?: number): Promise<ResolvedPrompt> {
      const found = await getVersion(id, version);
      return { templateId: found.id, version: found.version, prompt: found.prompt };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
