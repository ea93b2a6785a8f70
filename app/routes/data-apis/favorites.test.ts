/**
 * `/api/favorites` against the real database: anonymous visitors refused, a star set and unset, the list, and the
 * browser's list merged into the account's.
 */
import { describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/data-apis/favorites.ts";
import { type SessionUser, sessionUserContext } from "#app/server/account/session.server.ts";
import { apiFavorites, users } from "#app/server/db/schema/index.ts";
import { createRequestContext } from "#app/server/http/request-context.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const URL_ = "http://localhost:3000/api/favorites";

function args(user: SessionUser | null, init?: RequestInit) {
  const context = createRequestContext({ nonce: "", clientIp: "127.0.0.1", requestId: "test" });
  context.set(sessionUserContext, user);
  return { request: new Request(URL_, init), params: {}, context } as never;
}

const post = (body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) => ({
  method: "POST",
  headers,
  body: typeof body === "string" ? body : JSON.stringify(body),
});

async function json(response: Response) {
  return {
    status: response.status,
    cache: response.headers.get("Cache-Control"),
    body: await response.json(),
  };
}

describe.each(TEST_BACKENDS)("/api/favorites on %s", (backend) => {
  const database = useTestDatabase(backend);

  async function member(email = "member@example.com"): Promise<SessionUser> {
    const id = `user-${email}`;
    await database().db.insert(users).values({ id, name: "Member", email });
    return { id, email } as SessionUser;
  }

  it("refuses anonymous visitors, reading and writing", async () => {
    expect(await json(await loader(args(null)))).toEqual({
      status: 401,
      cache: "private, no-store",
      body: { error: "sign-in-required" },
    });
    const refused = await json(await action(args(null, post({ apiId: "abs-data-api", favorite: true }))));
    expect(refused.status).toBe(401);
    expect(await database().db.select().from(apiFavorites)).toEqual([]);
  });

  it("sets and unsets a star, and lists the account's favourites", async () => {
    const user = await member();
    expect((await json(await loader(args(user)))).body).toEqual({ favorites: [] });

    let answer = await json(await action(args(user, post({ apiId: "abs-data-api", favorite: true }))));
    expect(answer).toEqual({
      status: 200,
      cache: "private, no-store",
      body: { favorites: ["abs-data-api"] },
    });
    // Setting it again changes nothing.
    answer = await json(await action(args(user, post({ apiId: "abs-data-api", favorite: true }))));
    expect(answer.body).toEqual({ favorites: ["abs-data-api"] });
    answer = await json(await action(args(user, post({ apiId: "bom-data-feeds", favorite: true }))));
    expect([...answer.body.favorites].sort()).toEqual(["abs-data-api", "bom-data-feeds"]);

    answer = await json(await action(args(user, post({ apiId: "abs-data-api", favorite: false }))));
    expect(answer.body).toEqual({ favorites: ["bom-data-feeds"] });
    expect((await json(await loader(args(user)))).body).toEqual({ favorites: ["bom-data-feeds"] });

    // Another account's list is its own.
    const other = await member("other@example.com");
    expect((await json(await loader(args(other)))).body).toEqual({ favorites: [] });
  });

  it("merges the browser's list into the account's: a union, unknown ids left out", async () => {
    const user = await member();
    await action(args(user, post({ apiId: "abs-data-api", favorite: true })));
    const answer = await json(
      await action(args(user, post({ merge: ["ptv-timetable", "abs-data-api", "no-such-api", "data-nsw"] }))),
    );
    expect(answer.status).toBe(200);
    expect([...answer.body.favorites].sort()).toEqual(["abs-data-api", "data-nsw", "ptv-timetable"]);
    // Merging nothing keeps the list.
    const again = await json(await action(args(user, post({ merge: [] }))));
    expect([...again.body.favorites].sort()).toEqual(["abs-data-api", "data-nsw", "ptv-timetable"]);
  });

  it("ignores a star for an id the directory does not have", async () => {
    const user = await member();
    const answer = await json(await action(args(user, post({ apiId: "no-such-api", favorite: true }))));
    expect(answer.body).toEqual({ favorites: [] });
  });

  it("refuses what is not a small JSON body of the right shape", async () => {
    const user = await member();
    const status = async (init: RequestInit) => (await action(args(user, init))).status;
    expect(
      await status(post({ apiId: "abs-data-api", favorite: true }, { "Content-Type": "text/plain" })),
    ).toBe(415);
    expect(await status(post("{not json"))).toBe(400);
    expect(await status(post({ apiId: "abs-data-api" }))).toBe(400);
    expect(await status(post({ merge: "abs-data-api" }))).toBe(400);
    expect(await status(post({ merge: ["a".repeat(9000)] }))).toBe(413);
    expect(await status({ method: "PUT", headers: { "Content-Type": "application/json" }, body: "{}" })).toBe(
      405,
    );
    expect(await database().db.select().from(apiFavorites)).toEqual([]);
  });
});
