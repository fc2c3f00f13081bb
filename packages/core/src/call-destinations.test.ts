import { describe, expect, it } from "vitest";
import { callDestinations, hostIsUnder, sendsByName } from "./call-destinations.js";
import { jsonStrings } from "./scan/json-strings.js";

const of = (args: object, tool?: string) => {
  const raw = JSON.stringify(args);
  return callDestinations(jsonStrings(raw) ?? [], raw, tool);
};

describe("callDestinations", () => {
  it("reads people, hosts and public places from the values", () => {
    expect(of({ to: "Ana <ana@x.example>, bo@y.example", body: "hi" })).toEqual({
      people: true,
      hosts: [],
      public: false,
    });
    expect(of({ recipients: ["@ops"], text: "hi" }).people).toBe(true);
    expect(of({ url: "https://Hooks.Example.NET/c?x=1" }).hosts).toEqual(["hooks.example.net"]);
    expect(of({ public: true, content: "x" }).public).toBe(true);
    expect(of({ acl: "public-read", body: "x" }).public).toBe(true);
    expect(of({ sharing: { anyone_with_link: true } }).public).toBe(true);
  });

  it("finds none in a call that sends nothing anywhere", () => {
    expect(of({ path: ".env", content: "A=1", note: "see https://docs.example for more" })).toEqual(
      {
        people: false,
        hosts: [],
        public: false,
      },
    );
    expect(of({ public: false, visibility: "private" }).public).toBe(false);
  });

  it("takes a tool named for sending as a destination", () => {
    expect(of({ text: "hi" }, "post_tweet").people).toBe(true);
    expect(of({ text: "hi" }, "write_file").people).toBe(false);
  });
});

describe("sendsByName", () => {
  it("reads the words of snake, camel and dotted names", () => {
    expect(sendsByName("send_email")).toBe(true);
    expect(sendsByName("slack.postMessage")).toBe(true);
    expect(sendsByName("commentOnIssue")).toBe(true);
    expect(sendsByName("get_weather")).toBe(false);
    expect(sendsByName("read_file")).toBe(false);
    expect(sendsByName("get_issue")).toBe(false);
    expect(sendsByName("listMessages")).toBe(false);
  });
});

describe("hostIsUnder", () => {
  it("is the owner or a subdomain, never a lookalike", () => {
    expect(hostIsUnder("api.github.com", "github.com")).toBe(true);
    expect(hostIsUnder("github.com", "github.com")).toBe(true);
    expect(hostIsUnder("github.com.evil.example", "github.com")).toBe(false);
    expect(hostIsUnder("evilgithub.com", "github.com")).toBe(false);
  });
});
