import { z } from "zod";

/** `PUT /api/redaction`: the workspace's own switch and extra patterns (checked by the service). */
export const redactionSettingsBodySchema = z.object({
  enabled: z.boolean(),
  patterns: z.array(z.string()).max(50),
});

export type RedactionSettingsBody = z.infer<typeof redactionSettingsBodySchema>;

/**
 * `GET /api/redaction`: whether this server redacts now and why, and the workspace's stored
 * setting and patterns (on a team server or under REDACT the switch is not the workspace's).
 */
export const redactionSettingsSchema = z.object({
  enabled: z.boolean(),
  because: z.enum([
    "env-on",
    "env-off",
    "env-unreadable",
    "team-server",
    "workspace-on",
    "workspace-off",
  ]),
  workspaceEnabled: z.boolean(),
  patterns: z.array(z.string()),
});

export type RedactionSettings = z.infer<typeof redactionSettingsSchema>;
