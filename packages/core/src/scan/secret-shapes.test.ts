import { describe, expect, it } from "vitest";
import { patternExtent } from "./pattern-extent.js";
import { secretShapes } from "./secret-shapes.js";

// Which shapes match a text (the first real match of each).
function kinds(text: string): string[] {
  return secretShapes
    .filter((shape) => {
      const pattern = new RegExp(shape.pattern.source, shape.pattern.flags);
      for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
        if (shape.real === undefined || shape.real(m)) return true;
        if (m[0].length === 0) pattern.lastIndex++;
      }
      return false;
    })
    .map((shape) => shape.kind);
}

// Every value below is invented: shaped like the real kind, valid nowhere.
describe("secretShapes", () => {
  it.each([
    [
      "private_key",
      "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAq7Vb9Xm2Lr4Tn8Qw1Zc5Yh3Jd6Fk0Pa\n-----END RSA PRIVATE KEY-----",
    ],
    ["aws_secret_key", "aws_secret_access_key = q7Ruh2XbNf9sLe4TmKc1Vw8YpZa3Gd6Ji0OoQnRs"],
    ["aws_secret_key", "AKIAZ4QW7NRT2MPLV6XK / q7Ruh2XbNf9sLe4TmKc1Vw8YpZa3Gd6Ji0OoQnRs"],
    ["github_token", "ghp_7fKx2Lq9Rm4Tz8Wc1Vb6Yn3Hs5Jd0Pa2Ge4U"],
    ["gitlab_token", "glpat-Vu8p7SPU4ikcJj7pp2Qx"],
    ["slack_token", "xoxb-2048113377-5521093381234-Qx7LmN2pR8sT4vW9yZ1aB3cD"],
    ["stripe_key", "sk_live_51Hx7Lq9Rm4Tz8Wc1Vb6Yn3Hs"],
    ["ai_api_key", "sk-proj-Zq81mXv0aT3BlbkFJd9kL2pQ7rT5"],
    ["ai_api_key", "sk-ant-api03-rdi0vZCL4ZVXXFp2u9LHLQL2SRYyjj9gddrRDR9iGnvIZ"],
    ["google_api_key", "AIzaSyB7fKx2Lq9Rm4Tz8Wc1Vb6Yn3Hs5Jd0Pa2"],
    ["registry_token", "npm_7fKx2Lq9Rm4Tz8Wc1Vb6Yn3Hs5Jd0Pa2Ge4U"],
    ["provider_token", "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"],
    [
      "azure_key",
      "AccountKey=tshjXuzqpQxL53j2tKb23VWQshPyp/zQ2XsvYM1zGOH2hex50jl7rLh3tYE1fpV2N8Z==;",
    ],
    ["password_in_url", "postgres://admin:Hx7!qLr92v@db.internal:5432/prod"],
    [
      "jwt",
      "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1XzIwOTMxIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
    ],
    ["assigned_secret", "DB_PASSWORD=Tr0ub4dor&3xQ"],
    ["assigned_secret", "define( 'DB_PASSWORD', 'j8#Kd!2qLp$zR7' );"],
    ["told_password", "the root password is Qv9#mT2!xW"],
    ["told_password", "contraseña V3rde!Tienda2025"],
    ["told_password", "пароль: Kx7#pLq92mZ"],
    ["told_password", "login: user ops / Welkom01!Brightline"],
    ["payment_card", "card 4539 1488 0343 6467, CVV 417"],
  ])("%s: %s", (kind, text) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    ["a placeholder key", "OPENAI_API_KEY=sk-your-key-here"],
    ["a test-mode placeholder", "STRIPE_SECRET_KEY=sk_test_replace_me"],
    ["a docs connection string", "postgres://user:password@localhost:5432/db"],
    ["a login equal to its user", "postgres://app:app@localhost/app"],
    ["an environment reference", "DB_PASSWORD=$\u007bDB_PASSWORD}"],
    ["a redacted key", "AWS_SECRET_ACCESS_KEY=****************"],
    ["a masked token", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"],
    ["a public key", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq7Vb9Xm2Lr4Tn8Qw1Zc5 ops@laptop"],
    [
      "a public key block",
      "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----",
    ],
    [
      "a private key block with no body",
      "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
    ],
    ["an access key id alone", "aws_access_key_id = AKIAZ4QW7NRT2MPLV6XK"],
    ["a password policy", "Your password must be at least 12 characters long."],
    ["a date near 'password'", "password changed on 2025-06-01 by the admin"],
    ["a host near 'password'", "the password for srv-fin-02 was reset"],
    ["a card number with no code or expiry", "order 4539 1488 0343 6467 shipped"],
    ["a number that fails Luhn", "card 4539 1488 0343 6468, CVV 417"],
  ])("leaves alone %s", (_, text) => {
    expect(kinds(text)).toEqual([]);
  });

  it("bounds every pattern (no unbounded repetition) and makes each global", () => {
    for (const shape of secretShapes) {
      expect(shape.pattern.global).toBe(true);
      expect(patternExtent(shape.pattern).extent, shape.kind).toBeLessThan(
        Number.POSITIVE_INFINITY,
      );
    }
  });

  it("finds a key in a long text in linear time (a property, not a timing)", () => {
    const filler = "a=1; ".repeat(20000);
    const text = `${filler}DB_PASSWORD=Tr0ub4dor&3xQ`;
    expect(kinds(text)).toContain("assigned_secret");
    expect(kinds("-----BEGIN PRIVATE KEY-----".repeat(2000))).toEqual([]);
  });
});
