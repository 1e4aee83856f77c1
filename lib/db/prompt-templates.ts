import "server-only";
import type { PrismaClient } from "./generated/client";

/** A stored template with its versions, oldest first (prompts left out: they can be long). */
export type StoredTemplate = {
  id: string;
  name: string;
  readOnly: boolean;
  createdAt: Date;
  versions: { version: number; note: string | null; createdAt: Date }[];
};

export type StoredTemplateVersion = {
  id: string;
  name: string;
  readOnly: boolean;
  version: number;
  prompt: string;
  note: string | null;
  createdAt: Date;
};

type VersionRow = {
  templateId: string;
  version: number;
  prompt: string;
  note: string | null;
  createdAt: Date;
  template: { name: string; readOnly: boolean };
};

function toStoredVersion(row: VersionRow): StoredTemplateVersion {
  const { templateId, template, ...version } = row;
  return { id: templateId, name: template.name, readOnly: template.readOnly, ...version };
}

const versionInfo = { select: { version: true, note: true, createdAt: true } } as const;

/** Every stored template, oldest first. */
export async function listTemplates(db: PrismaClient): Promise<StoredTemplate[]> {
  return db.promptTemplate.findMany({
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { versions: { ...versionInfo, orderBy: { version: "asc" } } },
  });
}

export async function findTemplate(db: PrismaClient, id: string): Promise<StoredTemplate | null> {
  return db.promptTemplate.findUnique({
    where: { id },
    include: { versions: { ...versionInfo, orderBy: { version: "asc" } } },
  });
}

/** One version with its prompt; `version` null: the latest. */
export async function findTemplateVersion(
  db: PrismaClient,
  id: string,
  version: number | null,
): Promise<StoredTemplateVersion | null> {
  const row = await db.promptTemplateVersion.findFirst({
    where: { templateId: id, ...(version === null ? {} : { version }) },
    orderBy: { version: "desc" },
    include: { template: { select: { name: true, readOnly: true } } },
  });
  return row === null ? null : toStoredVersion(row);
}

/** A new template with its version 1. */
export async function insertTemplate(
  db: PrismaClient,
  input: { name: string; prompt: string; note: string | null },
): Promise<StoredTemplate> {
  return db.promptTemplate.create({
    data: {
      name: input.name,
      versions: { create: { version: 1, prompt: input.prompt, note: input.note } },
    },
    include: { versions: { ...versionInfo, orderBy: { version: "asc" } } },
  });
}

/**
 * The next version of a template, numbered in one transaction with the read of the last one
 * (the (templateId, version) key refuses a second writer that read the same number); null
 * when the template does not exist.
 */
export async function insertTemplateVersion(
  db: PrismaClient,
  id: string,
  input: { prompt: string; note: string | null },
): Promise<StoredTemplateVersion | null> {
  const created = await db.$transaction(async (tx) => {
    const template = await tx.promptTemplate.findUnique({ where: { id } });
    if (template === null) return null;
    const last = await tx.promptTemplateVersion.findFirst({
      where: { templateId: id },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    return tx.promptTemplateVersion.create({
      data: { templateId: id, version: (last?.version ?? 0) + 1, ...input },
      include: { template: { select: { name: true, readOnly: true } } },
    });
  });
  return created === null ? null : toStoredVersion(created);
}
