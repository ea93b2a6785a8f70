import { randomUUID } from "node:crypto";
import { and, asc, eq, ilike, or, type SQL } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upcomingAndPast } from "#app/domain/webinars/webinars.ts";
import { type Database, type DatabaseHandle, openDatabase } from "#app/server/db/client.server.ts";
import {
  contentVersions,
  opportunities,
  partners,
  resources,
  teamMembers,
  webinars,
} from "#app/server/db/schema/index.ts";
import { SAMPLE_BLOG_POSTS } from "#app/server/db/seed/blog-posts.ts";
import { SAMPLE_OPPORTUNITIES } from "#app/server/db/seed/opportunities.ts";
import { SAMPLE_PARTNERS } from "#app/server/db/seed/partners.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { SAMPLE_TEAM } from "#app/server/db/seed/team.ts";
import { SAMPLE_WEBINARS } from "#app/server/db/seed/webinars.ts";
import { loadProgramme, publishedIn } from "#app/server/webinars/webinar-programme.server.ts";

type Opened = { handle: DatabaseHandle; dispose(): Promise<void> };
type Backend = { name: string; open(): Promise<Opened> };

const adminUrl = process.env.TEST_DATABASE_URL;

/** A fresh PostgreSQL database for this file, dropped again afterwards. */
async function openPostgres(url: string): Promise<Opened> {
  const name = `seed_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: dbUrl.toString() });
  return {
    handle,
    async dispose() {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const backends: Backend[] = [
  {
    name: "PGlite",
    async open() {
      const handle = await openDatabase({});
      return { handle, dispose: () => handle.close() };
    },
  },
];
if (adminUrl) backends.push({ name: "PostgreSQL", open: () => openPostgres(adminUrl) });

/** The opportunities tab reads of spec 001 §7.2: active, soonest deadline first, two rows. */
function readTab(db: Database, filter: SQL | undefined) {
  return db
    .select({
      title: opportunities.title,
      deadline: opportunities.deadline,
      department: opportunities.department,
    })
    .from(opportunities)
    .where(and(eq(opportunities.active, true), filter))
    .orderBy(asc(opportunities.deadline))
    .limit(2);
}

async function tableCounts(db: Database) {
  const [p, r, o, w, t] = await Promise.all([
    db.select({ id: partners.id }).from(partners),
    db.select({ id: resources.id }).from(resources),
    db.select({ id: opportunities.id }).from(opportunities),
    db.select({ id: webinars.id }).from(webinars),
    db.select({ id: teamMembers.id }).from(teamMembers),
  ]);
  return {
    partners: p.length,
    resources: r.length,
    opportunities: o.length,
    webinars: w.length,
    team: t.length,
  };
}

describe.each(backends)("seedDatabase on $name", (backend) => {
  let opened: Opened | undefined;
  let db: Database;

  beforeAll(async () => {
    opened = await backend.open();
    await opened.handle.migrate();
    db = opened.handle.db;
  });

  afterAll(async () => {
    await opened?.dispose();
  });

  it("inserts every catalogue into an empty database", async () => {
    const added = await seedDatabase(db);
    expect(added).toEqual({
      partners: 8,
      resources: 10,
      opportunities: SAMPLE_OPPORTUNITIES.length,
      webinars: SAMPLE_WEBINARS.length,
      team: SAMPLE_TEAM.length,
    });
    expect(await tableCounts(db)).toEqual(added);
    expect(await db.$count(contentVersions, eq(contentVersions.kind, "team"))).toBe(SAMPLE_TEAM.length * 5);
    // Each sample session in five languages, published, and dated from the seed: four ahead, six past.
    expect(await db.$count(contentVersions, eq(contentVersions.kind, "webinar"))).toBe(
      SAMPLE_WEBINARS.length * 5,
    );
    const { upcoming, past } = upcomingAndPast(publishedIn(await loadProgramme(db), "ko"), new Date());
    expect([upcoming.length, past.length]).toEqual([3, 5]);

    const premium = await db
      .select({ slug: resources.slug })
      .from(resources)
      .where(eq(resources.isPremium, true));
    expect(premium).toHaveLength(1);
  });

  it("stores a catalogue that satisfies the site's invariants", async () => {
    const partnerRows = await db.select().from(partners);
    expect(partnerRows).toHaveLength(8);
    expect(new Set(partnerRows.map((p) => p.category))).toEqual(
      new Set(["integrator", "technology", "consultant", "reseller"]),
    );
    for (const p of partnerRows) {
      expect(["Premier", "Gold", "Silver"]).toContain(p.partnershipLevel);
      // Fictional firms: no website to link to (decision 064).
      expect(p.website).toBeNull();
      expect(p.id).toMatch(/^p-[a-z0-9-]+$/);
    }
    expect(partnerRows.filter((p) => !p.isActive)).toHaveLength(1);
    const featured = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.isActive, true), eq(partners.isFeatured, true)))
      .limit(4);
    expect(featured).toHaveLength(4);
    expect(new Set(partnerRows.map((p) => p.industry)).size).toBeGreaterThanOrEqual(5);

    const posts = await db.select().from(resources).where(eq(resources.type, "blog"));
    expect(posts).toHaveLength(10);
    expect(posts.filter((p) => p.isPremium)).toHaveLength(1);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(10);
    expect(new Set(posts.map((p) => p.publishedAt.getTime())).size).toBe(10);
    for (const post of posts) {
      expect(post.publishedAt.getUTCFullYear()).toBe(2026);
      expect(post.author).not.toBe("");
      expect(post.description).not.toBe("");
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.imageUrl).toBeNull();
      const paragraphs = post.content.split("\n\n");
      // Our own articles are whole; one published on LinkedIn is a summary beside the link to it.
      expect(paragraphs.length).toBeGreaterThanOrEqual(post.sourceUrl ? 1 : 3);
      expect(paragraphs.length).toBeLessThanOrEqual(post.sourceUrl ? 2 : 5);
    }
    const external = posts.filter((p) => p.sourceUrl !== null);
    expect(external).toHaveLength(1);
    expect(external[0]).toMatchObject({ isPremium: false });
    expect(external[0]!.sourceUrl).toMatch(/^https:\/\/www\.linkedin\.com\/company\/ausentry-partners\//);
    const allContent = posts.map((p) => p.content).join("\n");
    expect(allContent).toContain("43.5%");
    expect(allContent).toContain("38.5%");
    expect(allContent).toContain("3-5 business days");

    const tenders = await db.select().from(opportunities);
    expect(tenders.length).toBeGreaterThanOrEqual(6);
    expect(tenders.length).toBeLessThanOrEqual(8);
    for (const t of tenders) {
      expect(t.active).toBe(true);
      expect(t.deadline).toMatch(/^2027-\d{2}-\d{2}$/);
      expect(t.id).toMatch(/^opp-[a-z0-9-]+$/);
    }
  });

  it("gives each opportunities tab two fitting tenders (spec 001 §7.2)", async () => {
    const defence = await readTab(db, ilike(opportunities.department, "%Defence%"));
    expect(defence).toHaveLength(2);

    const cyberAi = await readTab(
      db,
      or(
        ilike(opportunities.title, "%cyber%"),
        ilike(opportunities.title, "%ai%"),
        ilike(opportunities.title, "%intelligence%"),
      ),
    );
    expect(cyberAi).toHaveLength(2);
    // The filter is a substring match ("Training" contains "ai"); the rows shown must still be real cyber/AI.
    for (const row of cyberAi) expect(row.title).toMatch(/\b(cyber|ai|intelligence)\b/i);

    const trainingSim = await readTab(
      db,
      or(
        ilike(opportunities.title, "%training%"),
        ilike(opportunities.title, "%simulation%"),
        ilike(opportunities.title, "%space%"),
      ),
    );
    expect(trainingSim).toHaveLength(2);

    const shown = [...defence, ...cyberAi, ...trainingSim].map((r) => r.title);
    expect(new Set(shown).size).toBe(6);
  });

  it("adds nothing when run again", async () => {
    const before = await tableCounts(db);
    expect(await seedDatabase(db)).toEqual({
      partners: 0,
      resources: 0,
      opportunities: 0,
      webinars: 0,
      team: 0,
    });
    expect(await tableCounts(db)).toEqual(before);
  });

  it("keeps staff edits and deletions when re-seeding", async () => {
    await db
      .update(partners)
      .set({ name: "Northbridge (renamed)", isFeatured: false })
      .where(eq(partners.id, "p-northbridge"));
    const firstSlug = SAMPLE_BLOG_POSTS[0]!.slug;
    await db
      .update(resources)
      .set({ title: "Edited title", isPremium: true })
      .where(eq(resources.slug, firstSlug));
    const firstTender = SAMPLE_OPPORTUNITIES[0]!.id!;
    await db.update(opportunities).set({ active: false }).where(eq(opportunities.id, firstTender));
    await db.delete(partners).where(eq(partners.id, "p-tasman-channel"));

    expect(await seedDatabase(db)).toEqual({
      partners: 0,
      resources: 0,
      opportunities: 0,
      webinars: 0,
      team: 0,
    });

    const [partner] = await db.select().from(partners).where(eq(partners.id, "p-northbridge"));
    expect(partner).toMatchObject({ name: "Northbridge (renamed)", isFeatured: false });
    const [post] = await db.select().from(resources).where(eq(resources.slug, firstSlug));
    expect(post).toMatchObject({ title: "Edited title", isPremium: true });
    const [tender] = await db.select().from(opportunities).where(eq(opportunities.id, firstTender));
    expect(tender?.active).toBe(false);
    expect(await db.select().from(partners).where(eq(partners.id, "p-tasman-channel"))).toHaveLength(0);
    expect((await tableCounts(db)).partners).toBe(7);
  });

  it("adds each row once when two seeds run at the same time", async () => {
    await db.delete(partners);
    await db.delete(resources);
    await db.delete(opportunities);
    await db.delete(webinars);
    await db.delete(teamMembers);
    await db.delete(contentVersions);

    const results = await Promise.all([seedDatabase(db), seedDatabase(db)]);
    const sum = (key: keyof (typeof results)[number]) => results.reduce((n, r) => n + r[key], 0);
    expect({
      partners: sum("partners"),
      resources: sum("resources"),
      opportunities: sum("opportunities"),
      webinars: sum("webinars"),
      team: sum("team"),
    }).toEqual({
      partners: SAMPLE_PARTNERS.length,
      resources: SAMPLE_BLOG_POSTS.length,
      opportunities: SAMPLE_OPPORTUNITIES.length,
      webinars: SAMPLE_WEBINARS.length,
      team: SAMPLE_TEAM.length,
    });
    expect(await tableCounts(db)).toEqual({
      partners: SAMPLE_PARTNERS.length,
      resources: SAMPLE_BLOG_POSTS.length,
      opportunities: SAMPLE_OPPORTUNITIES.length,
      webinars: SAMPLE_WEBINARS.length,
      team: SAMPLE_TEAM.length,
    });
    expect(await db.$count(contentVersions)).toBe((SAMPLE_WEBINARS.length + SAMPLE_TEAM.length) * 5);
  });
});
