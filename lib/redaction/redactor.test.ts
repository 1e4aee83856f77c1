import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRedactor } from "./redactor";
import { PLANTED_SECRETS, randomish } from "./testing/planted-secrets";

const redact = (text: string) => {
  const redactor = createRedactor();
  return { text: redactor.redactText(text), report: redactor.report() };
};

describe("createRedactor: planted secrets", () => {
  it.each(PLANTED_SECRETS.map((p) => [p.kind, p] as const))(
    "finds the %s and reports its kind without the secret",
    (kind, planted) => {
      const { text, report } = redact(planted.text);
      expect(text).not.toContain(planted.secret);
      expect(text).toContain(`[REDACTED:${kind}#1]`);
      expect(report.byKind).toEqual({ [kind]: 1 });
      expect(JSON.stringify(report)).not.toContain(planted.secret);
    },
  );

  it("keeps what surrounds a secret: the name of an assignment and the user of a URL", () => {
    expect(redact("export API_TOKEN='abc123def456'").text).toBe(
      "export API_TOKEN='[REDACTED:env-secret#1]'",
    );
    expect(redact('{"password": "correct horse battery"}').text).toBe(
      '{"password": "[REDACTED:env-secret#1]"}',
    );
    expect(redact("redis://cache:s3cr3tpass@10.0.0.2:6379").text).toBe(
      "redis://cache:[REDACTED:url-password#1]@10.0.0.2:6379",
    );
  });

  it("gives the same secret the same marker and two secrets of a kind two numbers", () => {
    const a = `ghp_${randomish(36, 40)}`;
    const b = `ghp_${randomish(36, 41)}`;
    const { text, report } = redact(`${a} then ${b} then ${a}`);
    expect(text).toBe(
      "[REDACTED:github-token#1] then [REDACTED:github-token#2] then [REDACTED:github-token#1]",
    );
    expect(report).toMatchObject({ secrets: 2, occurrences: 3, byKind: { "github-token": 2 } });
  });

  it("reports each occurrence's span in the original string", () => {
    const secret = `AKIA${randomish(16, 42).toUpperCase()}`;
    const { report } = redact(`id=${secret}.`);
    expect(report.findings).toEqual([
      {
        kind: "aws-access-key",
        marker: "[REDACTED:aws-access-key#1]",
        path: "",
        start: 3,
        end: 23,
      },
    ]);
  });

  it("redacts a private key block cut before its END line", () => {
    const cut = `-----BEGIN OPENSSH PRIVATE KEY-----\n${randomish(70, 43)}\n${randomish(30, 44)}`;
    expect(redact(`key:\n${cut}`).text).toBe("key:\n[REDACTED:private-key#1]");
  });
});

describe("createRedactor: near misses stay as they are", () => {
  it.each([
    ["a git SHA", "commit 3f786850e387550fdab836ed7e6dc881de23001b fixed it"],
    [
      "a sha256 digest",
      `sha256:${"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}`,
    ],
    ["a uuid", "parentUuid 0f8fad5b-d9cb-469f-a165-70867728950e"],
    ["a tool_use id", "toolu_01XFDUDYJgAACzvnptvVoYEL"],
    ["a request id", "req_011CVaSNxK5bKZPbbbbvQ6tB"],
    ["a path", "/home/user/projects/compaction-lab/lib/redaction/redactor.ts"],
    ["a camelCase identifier", "summaryRequestBuilderForCompactionPoints"],
    ["a model name", "claude-sonnet-4-5-20250929"],
    ["max_tokens", '"max_tokens": 20000, "inputTokens": 123456'],
    ["an empty or referenced password", "PASSWORD=\nDB_PASSWORD=$DB_PASSWORD\nTOKEN=${TOKEN}"],
    ["a placeholder", "API_KEY=<your-key-here>"],
    ["a lower-case sort key", "sort_key: created_at"],
    ["prose about bearer tokens", "Use Bearer authentication with a short-lived token."],
    ["a URL without a password", "https://user@example.com:8443/path and http://localhost:3000/"],
    ["sk- in a word", "task-manager-service-for-everyone and sk-learn-is-a-python-library"],
    ["a Rust path call", "    Ok(Token::new(active))"],
    ["a field's type", "    pub token: Vec<String>,\n  password: string;\n  apiKey: ApiKey | null"],
    ["a reference to another field", "{ token: this.token, secret: config.clientSecret }"],
    ["a comparison", "if token == expected_token_value {"],
    ["an agent's message id", "agent_msg_msg_01c1B5za5NuXbe5ciipf4hsU"],
    ["a certificate's armour", "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----"],
  ])("%s", (_name, text) => {
    const { text: out, report } = redact(text);
    expect(out).toBe(text);
    expect(report.secrets).toBe(0);
  });
});

describe("createRedactor: redactValue", () => {
  it("redacts every string of a value, keeps its keys and shape, and names the paths", () => {
    const secret = `sk-ant-api03-${randomish(40, 45)}`;
    const value = { message: { content: [{ type: "text", text: `key ${secret}` }], n: 3 } };
    const redactor = createRedactor();
    expect(redactor.redactValue(value)).toEqual({
      message: { content: [{ type: "text", text: "key [REDACTED:anthropic-key#1]" }], n: 3 },
    });
    expect(redactor.report().findings[0]?.path).toBe("message.content[0].text");
    expect(value.message.content[0]?.text).toBe(`key ${secret}`); // the input is not mutated
  });
});

describe("createRedactor: properties", () => {
  const planted = fc.constantFrom(...PLANTED_SECRETS);
  const prose = fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\w .,:\n-]/g, " "));
  const document = fc.array(fc.tuple(prose, planted), { maxLength: 6 });

  it("is idempotent and never lets a planted secret back in", () => {
    fc.assert(
      fc.property(document, (parts) => {
        const text = parts.map(([words, p]) => `${words}\n${p.text}\n`).join("");
        const once = createRedactor().redactText(text);
        const twice = createRedactor();
        expect(twice.redactText(once)).toBe(once);
        expect(twice.report().secrets).toBe(0);
        for (const [, p] of parts) expect(once).not.toContain(p.secret);
      }),
      { numRuns: 200 },
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(document, (parts) => {
        const text = parts.map(([words, p]) => words + p.text).join(" ");
        expect(createRedactor().redactText(text)).toBe(createRedactor().redactText(text));
      }),
    );
  });
});
