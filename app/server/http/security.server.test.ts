import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { newNonce, sameOriginWrites } from "#app/server/http/security.server.ts";

function run(method: string, headers: Record<string, string>) {
  const req = { method, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn() };
  const next = vi.fn() as NextFunction;
  sameOriginWrites("https://ausentry.example")(req, res as unknown as Response, next);
  return { refused: res.status.mock.calls[0]?.[0] === 403, passed: vi.mocked(next).mock.calls.length === 1 };
}

describe("sameOriginWrites", () => {
  it("lets reads through whatever their origin", () => {
    expect(run("GET", { origin: "https://evil.example", host: "ausentry.example" }).passed).toBe(true);
  });

  it("accepts a POST from this host or the configured site", () => {
    expect(run("POST", { origin: "http://localhost:3000", host: "localhost:3000" }).passed).toBe(true);
    expect(run("POST", { origin: "https://ausentry.example", host: "internal:8080" }).passed).toBe(true);
  });

  it("refuses a POST from another site or with a garbage origin", () => {
    expect(run("POST", { origin: "https://evil.example", host: "ausentry.example" }).refused).toBe(true);
    expect(run("DELETE", { origin: "null", host: "ausentry.example" }).refused).toBe(true);
  });

  it("lets a POST without Origin through (webhooks, command-line clients)", () => {
    expect(run("POST", { host: "ausentry.example" }).passed).toBe(true);
  });
});

describe("newNonce", () => {
  it("is 16 random bytes in base64, never the same twice, also across batches", () => {
    const nonces = Array.from({ length: 1_000 }, () => newNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
