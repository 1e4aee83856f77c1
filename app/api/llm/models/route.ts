import { describeAnthropicSetup } from "@/lib/llm/get-summarizer";
import { DEFAULT_SUMMARY_MODEL, SUMMARY_MODELS } from "@/lib/llm/models";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/**
 * The models a summary can run on, with window and prices, and whether Anthropic is set up
 * (a key, and the base URL when it is not the API's own). Never the key.
 */
export const GET = handleRoute(async () =>
  Response.json({
    models: SUMMARY_MODELS,
    defaultModel: DEFAULT_SUMMARY_MODEL,
    anthropic: describeAnthropicSetup(process.env),
  }),
);
