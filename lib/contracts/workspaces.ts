/** A workspace the signed-in user belongs to, as the account menu lists it. */
export type WorkspaceChoice = { id: string; name: string; role: string };
