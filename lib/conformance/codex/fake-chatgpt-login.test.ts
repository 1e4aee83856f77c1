import { describe, expect, it } from "vitest";
import { fakeChatGptAuthJson } from "./fake-chatgpt-login";

const now = new Date("2026-11-27T20:00:00.000Z");
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;

describe("fakeChatGptAuthJson", () => {
  it("is a ChatGPT sign-in with no API key, refreshed now so the client tries no refresh", () => {
    const auth = JSON.parse(fakeChatGptAuthJson(now));
    expect(auth.OPENAI_API_KEY).toBeNull();
    expect(auth.last_refresh).toBe("2026-11-27T20:00:00.000Z");
    expect(auth.tokens.account_id).toBe("conformance-lab-account");
  });

  it("holds tokens whose claims name the plan and the account the client reads, unexpired", () => {
    const { tokens } = JSON.parse(fakeChatGptAuthJson(now));
    for (const token of [tokens.id_token, tokens.access_token]) {
      const claims = claimsOf(token);
      expect(claims["https://api.openai.com/auth"]).toMatchObject({
        chatgpt_plan_type: "pro",
        chatgpt_account_id: "conformance-lab-account",
      });
      expect(claims.exp as number).toBeGreaterThan(now.getTime() / 1000);
    }
  });
});
