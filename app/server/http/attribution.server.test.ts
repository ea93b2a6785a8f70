import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { describe, expect, it, vi } from "vitest";
import { rememberLandingUtm, utmFromRequest } from "#app/server/http/attribution.server.ts";

function land(url: string, cookie?: string) {
  const res = { cookie: vi.fn() };
  const next = vi.fn();
  rememberLandingUtm(
    { method: "GET", url, headers: { cookie }, secure: false } as unknown as ExpressRequest,
    res as unknown as ExpressResponse,
    next,
  );
  expect(next).toHaveBeenCalledOnce();
  return res.cookie.mock.calls;
}

const formPost = (cookie: string) =>
  new Request("http://localhost/contact", { method: "POST", headers: { cookie } });

describe("landing attribution", () => {
  it("remembers the landing URL's UTM parameters in a first-party cookie", () => {
    const calls = land("/pricing?utm_source=linkedin&utm_campaign=q3&page=2");
    expect(calls).toEqual([
      [
        "utm",
        JSON.stringify({ utm_source: "linkedin", utm_campaign: "q3" }),
        expect.objectContaining({ httpOnly: true, sameSite: "lax" }),
      ],
    ]);
  });

  it("keeps the first touch and ignores pages without UTM parameters", () => {
    expect(land("/?utm_source=google", "lng=ar; utm=%7B%7D")).toEqual([]);
    expect(land("/contact")).toEqual([]);
    expect(land("/?utm_source=google", "xutm=1")).toHaveLength(1);
    expect(land("/?utm_source=google", "lng=%; utm=%")).toEqual([]);
  });

  it("reads the cookie back for a form post, re-validated", () => {
    const value = encodeURIComponent(JSON.stringify({ utm_source: "linkedin", utm_medium: 42, evil: "x" }));
    expect(utmFromRequest(formPost(`lng=ar; utm=${value}`))).toEqual({ utm_source: "linkedin" });
    expect(utmFromRequest(formPost("utm=not-json"))).toEqual({});
    expect(utmFromRequest(formPost("lng=ar"))).toEqual({});
  });

  it("ignores malformed cookies", () => {
    expect(utmFromRequest(formPost("utm=%"))).toEqual({});
    const value = encodeURIComponent(JSON.stringify({ utm_source: "linkedin" }));
    expect(utmFromRequest(formPost(`lng=%; utm=${value}`))).toEqual({ utm_source: "linkedin" });
  });
});
