import type { WorkspaceChoice } from "../contracts/workspaces";
import type { PrismaClient } from "./generated/client";

export type AccountUser = { id: string; email: string; name: string | null };

/** The user signing in with `email` (case-insensitive), with the hash to check, or null. */
export async function findUserByEmail(db: PrismaClient, email: string) {
  return db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
}

export async function findUserById(db: PrismaClient, id: string): Promise<AccountUser | null> {
  return db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true } });
}

/** The workspaces a user belongs to, oldest membership first (the one they land in). */
export async function listWorkspacesOf(
  db: PrismaClient,
  userId: string,
): Promise<WorkspaceChoice[]> {
  const memberships = await db.membership.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { role: true, workspace: { select: { id: true, name: true } } },
  });
  return memberships.map(({ role, workspace }) => ({ ...workspace, role }));
}

export type AddUserInput = {
  email: string;
  name?: string;
  passwordHash?: string | null;
  /** A workspace's name (or "default"'s id): created when missing. */
  workspace: string;
  role?: "owner" | "member";
};

/**
 * Creates or updates a user (a new password hash replaces the old; none keeps it) and puts them
 * in the workspace, creating it when no workspace has that name or id.
 */
export async function addUserToWorkspace(db: PrismaClient, input: AddUserInput) {
  const email = input.email.trim().toLowerCase();
  return db.$transaction(async (tx) => {
    const user = await tx.user.upsert({
      where: { email },
      create: { email, name: input.name ?? null, passwordHash: input.passwordHash ?? null },
      update: {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
      },
      select: { id: true, email: true },
    });
    const workspace =
      (await tx.workspace.findFirst({
        where: { OR: [{ id: input.workspace }, { name: input.workspace }] },
      })) ?? (await tx.workspace.create({ data: { name: input.workspace } }));
    await tx.membership.upsert({
      where: { userId_workspaceId: { userId: user.id, workspaceId: workspace.id } },
      create: { userId: user.id, workspaceId: workspace.id, role: input.role ?? "member" },
      update: input.role ? { role: input.role } : {},
    });
    return { user, workspace: { id: workspace.id, name: workspace.name } };
  });
}
