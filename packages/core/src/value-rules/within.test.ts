import { describe, expect, it } from "vitest";
import { checkWithin, normalisePath } from "./within.js";

const rule = { within: ["/srv/data"] };
const check = (value: unknown) => checkWithin(value, rule, "file");

describe("within rule", () => {
  it("allows paths under a root, absolute or relative to it", () => {
    for (const value of [
      "/srv/data",
      "/srv/data/report.txt",
      "/srv/data/a/../b.txt",
      "reports/q1.txt",
      "./x",
      "/srv//data/./x",
    ]) {
      expect(check(value), value).toBeUndefined();
    }
  });

  it.each([
    ["parent escape", "/srv/data/../secrets"],
    ["deep parent escape", "/srv/data/../../etc/passwd"],
    ["relative escape", "../../etc/passwd"],
    ["relative escape via a subfolder", "reports/../../secrets"],
    ["sibling with the root as prefix", "/srv/database/x"],
    ["encoded dots", "/srv/data/%2e%2e/secrets"],
    ["upper-case encoded dots", "/srv/data/%2E%2E/%2E%2E/etc"],
    ["double-encoded dots", "/srv/data/%252e%252e/secrets"],
    ["encoded slash", "/srv/data/..%2f..%2fetc"],
    ["backslashes", "/srv/data\\..\\..\\etc"],
    ["home directory", "~/.ssh/id_rsa"],
    ["NUL byte", "/srv/data/x\u0000/../../etc"],
    ["another absolute path", "/etc/passwd"],
    ["empty", ""],
    ["not a string", 7],
  ])("rejects %s", (_, value) => {
    expect(check(value)).toMatch(
      /^file: .* is outside the allowed folders; use a path under \/srv\/data$/,
    );
  });

  it("accepts several roots", () => {
    const two = { within: ["/srv/data", "/tmp/out"] };
    expect(checkWithin("/tmp/out/x", two, "f")).toBeUndefined();
    expect(checkWithin("/tmp/other", two, "f")).toMatch(
      /use a path under \/srv\/data or \/tmp\/out/,
    );
  });

  it("normalises like POSIX without a file system", () => {
    expect(normalisePath("/a/./b//c/../d")).toBe("/a/b/d");
    expect(normalisePath("/../../x")).toBe("/x");
    expect(normalisePath("a/../../b")).toBe("../b");
    expect(normalisePath("C:\\Users\\x\\..\\y")).toBe("/c:/Users/y");
    expect(normalisePath("%zz")).toBe("%zz");
    expect(normalisePath("/a/%E0%A4%A")).toBeUndefined();
  });
});
