/**
 * The leadership team as staff keep it (issue 30 item 1, decision 083): a person's name and place, and their role
 * and biography per language, each save validated, audited and shown on /about at once; a language without a
 * published text shows the English one, marked; the seeded samples are marked as such.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { loader as listLoader } from "#app/routes/admin/content/team.tsx";
import { action, loader } from "#app/routes/admin/content/team-member.tsx";
import { action as textAction, loader as textLoader } from "#app/routes/admin/content/team-member-text.tsx";
import { loader as aboutLoader } from "#app/routes/marketing/about.tsx";
import { auditLog, contentVersions, teamMembers } from "#app/server/db/schema/index.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { SAMPLE_TEAM } from "#app/server/db/seed/team.ts";
import { countPageCacheDrops } from "#tests/support/page-cache-drops.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_ORIGIN, type TestBrowser, withParams } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const ARABIC = {
  intent: "save",
  role: "مديرة المنح",
  bio: "تساعد الشركات على الحصول على المنح.",
  status: "published",
};
const ENGLISH = {
  intent: "save",
  role: "Head of Grants",
  bio: "Helps companies win grants.",
  status: "published",
};

describe.each(TEST_BACKENDS)("the leadership team on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  const cacheDrops = countPageCacheDrops();
  let admin: TestBrowser;
  const saveMember = (body: Record<string, string>, id?: string) =>
    admin.call(withParams(action, id ? { id } : {}), id ? `/admin/team/${id}` : "/admin/team/new", body);
  const saveText = (id: string, lang: string, body: Record<string, string>) =>
    admin.call(withParams(textAction, { id, version: lang }), `/admin/team/${id}/${lang}`, body);
  const about = async (path: string) =>
    (await aboutLoader({ request: new Request(`${TEST_ORIGIN}${path}`) } as never)).team;

  beforeEach(async () => {
    admin = await staffBrowser();
  });

  it("shows the seeded sample team in order, in the page's language, marked as samples", async () => {
    await seedDatabase(db());
    const korean = await about("/ko/about");
    expect(korean.map((member) => member.name)).toEqual(SAMPLE_TEAM.map((member) => member.name));
    expect(korean[0]).toMatchObject({ role: SAMPLE_TEAM[0]!.texts.ko.role, textLang: "ko", isSample: true });
    const list = await admin.call(listLoader, "/admin/team");
    expect(list.data.rows).toHaveLength(SAMPLE_TEAM.length);
    expect(list.data.rows[0]).toMatchObject({
      isSample: true,
      languages: { en: "published", ko: "published", zh: "published", hi: "published", ar: "published" },
    });
  });

  it("adds a person, writes them in Arabic and English, and /about shows each language its own", async () => {
    expect(await about("/about")).toEqual([]);
    const created = await saveMember({
      intent: "save",
      id: "amira-haddad",
      name: "Amira Haddad",
      position: "2",
    });
    expect(created.location).toBe("/admin/team/amira-haddad?saved=1");
    await saveMember({ intent: "save", id: "ben-lee", name: "Ben Lee", position: "1" });
    const edit = await admin.call(withParams(loader, { id: "amira-haddad" }), "/admin/team/amira-haddad");
    expect(edit.data.languages).toEqual({
      en: "missing",
      ko: "missing",
      zh: "missing",
      hi: "missing",
      ar: "missing",
    });

    // Nothing published: not on the page.
    expect(await about("/ar/about")).toEqual([]);
    await saveText("amira-haddad", "ar", ARABIC);
    expect(await about("/ar/about")).toMatchObject([
      { name: "Amira Haddad", role: ARABIC.role, textLang: "ar" },
    ]);
    expect(await about("/about")).toEqual([]);
    await saveText("amira-haddad", "en", ENGLISH);
    await saveText("ben-lee", "en", { ...ENGLISH, role: "Director" });
    // In its place (1 before 2), Hindi reads English, marked as such.
    expect(await about("/hi/about")).toMatchObject([
      { name: "Ben Lee", role: "Director", textLang: "en", isSample: false },
      { name: "Amira Haddad", role: ENGLISH.role, textLang: "en" },
    ]);
    expect((await about("/ar/about")).map((member) => [member.name, member.textLang])).toEqual([
      ["Ben Lee", "en"],
      ["Amira Haddad", "ar"],
    ]);
    const text = await admin.call(
      withParams(textLoader, { id: "amira-haddad", version: "ar" }),
      "/admin/team/amira-haddad/ar",
    );
    expect(text.data.text).toEqual({ role: ARABIC.role, bio: ARABIC.bio, status: "published" });

    await saveText("amira-haddad", "ar", { ...ARABIC, status: "draft" });
    expect((await about("/ar/about"))[1]).toMatchObject({ role: ENGLISH.role, textLang: "en" });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, "team-text"));
    expect(audit.map((entry) => entry.entityId)).toEqual([
      "amira-haddad/ar",
      "amira-haddad/en",
      "ben-lee/en",
      "amira-haddad/ar",
    ]);
    expect(cacheDrops()).toBe(6);
  });

  it("refuses bad fields with translated keys, keeps the id once saved, and deletes a person with their texts", async () => {
    const refused = await saveMember({ intent: "save", id: "Amira Haddad", name: "", position: "-1" });
    expect((refused.data as FormAnswer).result.error).toMatchObject({
      id: ["slugInvalid"],
      name: ["nameRequired"],
      position: ["positionInvalid"],
    });
    await saveMember({ intent: "save", id: "amira-haddad", name: "Amira Haddad", position: "0" });
    await saveMember(
      { intent: "save", id: "someone-else", name: "Amira K. Haddad", position: "3" },
      "amira-haddad",
    );
    expect(await db().select({ id: teamMembers.id, name: teamMembers.name }).from(teamMembers)).toEqual([
      { id: "amira-haddad", name: "Amira K. Haddad" },
    ]);
    const empty = await saveText("amira-haddad", "ko", {
      intent: "save",
      role: "",
      bio: "",
      status: "published",
    });
    expect((empty.data as FormAnswer).result.error).toMatchObject({
      role: ["roleRequired"],
      bio: ["bioRequired"],
    });
    expect((await saveText("nobody", "ko", ENGLISH)).status).toBe(404);
    const member = await staffBrowser({ role: "user" });
    expect(
      (
        await member.call(
          withParams(textAction, { id: "amira-haddad", version: "ko" }),
          "/admin/team/amira-haddad/ko",
          ENGLISH,
        )
      ).status,
    ).toBe(403);

    await saveText("amira-haddad", "en", ENGLISH);
    expect((await saveMember({ intent: "delete" }, "amira-haddad")).location).toBe("/admin/team?deleted=1");
    expect(await db().$count(teamMembers)).toBe(0);
    expect(await db().$count(contentVersions)).toBe(0);
    expect(await about("/about")).toEqual([]);
  });
});
