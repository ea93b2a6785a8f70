/**
 * The media library (issue 30 item 2, decision 086): an upload is checked by decoding it, refused past its size
 * while it streams in, stored without its metadata with AVIF and WebP variants, served at `/media/…` with its type
 * and a year's caching; its alt text is written per language; records show it on their pages; an image in use
 * cannot be deleted. Every write is audited and drops the page cache; only staff reach any of it.
 */
import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { action as partnerAction } from "#app/routes/admin/content/partner.tsx";
import { action as memberAction } from "#app/routes/admin/content/team-member.tsx";
import { action as memberTextAction } from "#app/routes/admin/content/team-member-text.tsx";
import { loader as listLoader, action as uploadAction } from "#app/routes/admin/media/media.tsx";
import { action as altAction, loader as altLoader } from "#app/routes/admin/media/media-alt.tsx";
import { action as itemAction, loader as itemLoader } from "#app/routes/admin/media/media-item.tsx";
import { action as regionAction } from "#app/routes/admin/media/region-images.tsx";
import { loader as blogLoader } from "#app/routes/blog/index.tsx";
import { loader as articleLoader } from "#app/routes/blog/post.tsx";
import { loader as aboutLoader } from "#app/routes/marketing/about.tsx";
import { loader as partnersLoader } from "#app/routes/partners/partners.tsx";
import { loader as regionsLoader } from "#app/routes/regions/regions.tsx";
import { auditLog, contentVersions, media, partners, resources } from "#app/server/db/schema/index.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { mediaStorage } from "#app/server/media/media-storage.server.ts";
import { listen } from "#app/server/processes.server.ts";
import { countPageCacheDrops } from "#tests/support/page-cache-drops.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { staffBrowser } from "#tests/support/staff-browser.ts";
import { TEST_ORIGIN, type TestBrowser, withParams } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";
import { testImage, uploadBody, useTestMediaStorage } from "#tests/support/test-media.ts";

const MB = 1024 * 1024;

/** The site's Express application on a free port (React Router stubbed out): what `/media/…` answers. */
function useMediaServer() {
  let base = "";
  let port = 0;
  let close = () => {};
  beforeAll(async () => {
    const app = createExpressApp({
      env: getEnv({ SITE_URL: "http://localhost:3000" }),
      logger: pino({ level: "silent" }),
      database: { kind: "pglite", ping: async () => true },
      handler: (_req, res) => {
        res.status(404).send("page");
      },
    });
    const server = await listen(app, 0, "127.0.0.1");
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  return { get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init), port: () => port };
}

describe.each(TEST_BACKENDS)("the media library on %s", (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database().db;
  const storageDir = useTestMediaStorage();
  const { get, port } = useMediaServer();
  const cacheDrops = countPageCacheDrops();
  let admin: TestBrowser;

  beforeEach(async () => {
    admin = await staffBrowser();
  });

  const upload = async (file: { name: string; type: string; bytes: Uint8Array }, as = admin) =>
    as.call(uploadAction, "/admin/media", await uploadBody(file));
  /** Uploads `bytes` as a JPEG and answers the new image's id. */
  const uploaded = async (bytes: Buffer, name = "portrait.jpg") => {
    const answer = await upload({ name, type: "image/jpeg", bytes });
    expect(answer.status).toBe(302);
    return /^\/admin\/media\/([0-9a-f-]{36})\?uploaded=1$/.exec(answer.location ?? "")![1]!;
  };
  const saveAlt = (id: string, lang: string, body: Record<string, string>) =>
    admin.call(withParams(altAction, { id, version: lang }), `/admin/media/${id}/${lang}`, body);
  const stored = async (key: string) => {
    const file = await mediaStorage().get(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it("stores an upload upright, without its EXIF, GPS or any metadata, with AVIF and WebP variants", async () => {
    // 1,400 × 700 turned a quarter (EXIF orientation 6): upright, it is 700 × 1,400.
    const photo = await testImage({ width: 1400, height: 700, exif: true, orientation: 6 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const id = await uploaded(photo, "team\u0000/photo.jpg");
    const [row] = await db().select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({
      fileName: "team/photo.jpg",
      format: "jpeg",
      mimeType: "image/jpeg",
      width: 700,
      height: 1400,
      widths: [320, 640, 700],
    });

    const original = (await stored(`${id}/original.jpeg`))!;
    expect(row!.byteSize).toBe(original.byteLength);
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta).toMatchObject({ format: "jpeg", width: 700, height: 1400 });
    for (const meta of [originalMeta]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    for (const width of [320, 640, 700]) {
      for (const format of ["avif", "webp"] as const) {
        const meta = await sharp((await stored(`${id}/${width}.${format}`))!).metadata();
        expect(meta).toMatchObject({ width, height: width * 2, format: format === "avif" ? "heif" : "webp" });
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    }
    // Nothing else was written: no copy of the upload as it came.
    expect(readdirSync(`${storageDir()}/${id}`).sort()).toEqual(
      ["320.avif", "320.webp", "640.avif", "640.webp", "700.avif", "700.webp", "original.jpeg"].sort(),
    );
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entity, "media"));
    expect(audit).toMatchObject({ action: "create", entityId: id });
    expect(cacheDrops()).toBe(1);
  });

  it("serves each variant with its type, its size and a year's caching, and a plain 404 for anything else", async () => {
    const id = await uploaded(await testImage({ width: 900, height: 600, format: "png" }), "logo.png");
    for (const [file, type, format, width] of [
      ["320.avif", "image/avif", "heif", 320],
      ["640.webp", "image/webp", "webp", 640],
      ["900.webp", "image/webp", "webp", 900],
    ] as const) {
      const response = await get(`/media/${id}/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("set-cookie")).toBeNull();
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
      expect(await sharp(bytes).metadata()).toMatchObject({
        format,
        width,
        height: Math.round((width * 2) / 3),
      });
    }
    const head = await get(`/media/${id}/320.webp`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/webp");

    for (const path of [
      `/media/${id}/1280.webp`, // wider than the original: never made
      `/media/${id}/original.png`,
      `/media/${id}/320.jpeg`,
      `/media/${id}/0320.webp`,
      `/media/${id}/+320.webp`,
      `/media/${id.toUpperCase()}/320.webp`,
      `/media/${id}/320.webp/x`,
      `/media/${id}`,
      "/media",
      `/media/${id}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/..%2F${id}/320.webp`,
      `/media/${crypto.randomUUID()}/320.webp`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Sent as written (a browser would resolve the dots first): nothing outside the storage is reached. Dot
    // segments in the path itself are sent to the address they stand for (request-target.server.ts).
    const encoded = await rawRequest(
      port(),
      `GET /media/${id}/%2e%2e%2f%2e%2e%2fetc%2fpasswd HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(encoded.status).toBe(404);
    const dots = await rawRequest(
      port(),
      "GET /media/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: localhost\r\n\r\n",
    );
    expect(dots.status).not.toBe(200);
    expect(`${encoded.head}${dots.head}`).not.toContain("image/");
  });

  it("refuses a 20 MB upload as it streams in, without reading it whole", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20 * MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const args = await admin.args("/admin/media");
    const request = new Request(`${TEST_ORIGIN}/admin/media`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = (await uploadAction({ ...args, request } as never)) as {
      data: FormAnswer;
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(413);
    expect(answer.data.result.error).toEqual({ "": ["tooLarge"] });
    // The limit (10 MB and room for the form around the file) and what is drained after the answer, no more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toBeLessThan(12 * MB);

    // A body that says it is 20 MB is refused before a byte of it is read.
    const declared = await admin.call(uploadAction, "/admin/media", new Blob([new Uint8Array(20 * MB)]));
    expect(declared.status).toBe(413);
    expect(await db().$count(media)).toBe(0);
  });

  it("refuses what is not an image it accepts, whatever its name and declared type", async () => {
    const kept = readdirSync(storageDir());
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const file of [
      {
        name: "photo.jpg",
        type: "image/jpeg",
        bytes: new TextEncoder().encode("<html><body>hi</body></html>"),
      },
      { name: "logo.svg", type: "image/svg+xml", bytes: new TextEncoder().encode(svg) },
      { name: "logo.png", type: "image/png", bytes: new TextEncoder().encode(svg) },
      { name: "spinner.gif", type: "image/gif", bytes: gif },
      {
        name: "half.jpg",
        type: "image/jpeg",
        bytes: (await testImage({ width: 64, height: 64 })).subarray(0, 40),
      },
    ]) {
      const answer = await upload(file);
      expect(answer.status, file.name).toBe(415);
      expect((answer.data as FormAnswer).result.error, file.name).toEqual({ "": ["unsupported"] });
    }
    const empty = await admin.call(
      uploadAction,
      "/admin/media",
      await uploadBody({ name: "", type: "", bytes: new Uint8Array() }),
    );
    expect((empty.data as FormAnswer).result.error).toMatchObject({ file: ["fileRequired"] });
    expect(await db().$count(media)).toBe(0);
    expect(readdirSync(storageDir())).toEqual(kept);
    expect(cacheDrops()).toBe(0);
  });

  it("keeps alt text per language: validated, audited, and read by /about in the page's language", async () => {
    const id = await uploaded(await testImage({ width: 400, height: 400 }));
    expect((await saveAlt(id, "ar", { intent: "save", alt: " ", status: "published" })).data).toMatchObject({
      result: { error: { alt: ["altRequired"] } },
    });
    expect(
      (await saveAlt(id, "ar", { intent: "save", alt: "x".repeat(251), status: "published" })).status,
    ).toBe(400);
    expect((await saveAlt(id, "xx", { intent: "save", alt: "A", status: "published" })).status).toBe(404);
    expect(
      (await saveAlt(crypto.randomUUID(), "en", { intent: "save", alt: "A", status: "published" })).status,
    ).toBe(404);
    await saveAlt(id, "en", { intent: "save", alt: "Portrait of Amira Haddad", status: "published" });
    await saveAlt(id, "ar", { intent: "save", alt: "صورة شخصية لأميرة حداد", status: "published" });
    await saveAlt(id, "ko", { intent: "save", alt: "초안", status: "draft" });
    const text = await admin.call(withParams(altLoader, { id, version: "ar" }), `/admin/media/${id}/ar`);
    expect(text.data.text).toEqual({ alt: "صورة شخصية لأميرة حداد", status: "published" });
    const item = await admin.call(withParams(itemLoader, { id }), `/admin/media/${id}`);
    expect(item.data.languages).toEqual({
      en: "published",
      ko: "draft",
      zh: "missing",
      hi: "missing",
      ar: "published",
    });

    // Attached to a team member, shown on /about with its size and the alt text of the page's language.
    await admin.call(withParams(memberAction, {}), "/admin/team/new", {
      intent: "save",
      id: "amira-haddad",
      name: "Amira Haddad",
      position: "0",
      imageId: id,
    });
    await admin.call(
      withParams(memberTextAction, { id: "amira-haddad", version: "en" }),
      "/admin/team/amira-haddad/en",
      { intent: "save", role: "Director", bio: "Leads market entry.", status: "published" },
    );
    const about = async (path: string) =>
      (await aboutLoader({ request: new Request(`${TEST_ORIGIN}${path}`) } as never)).team[0]!.image;
    expect(await about("/ar/about")).toEqual({
      id,
      width: 400,
      height: 400,
      widths: [320, 400],
      alt: "صورة شخصية لأميرة حداد",
      altLang: "ar",
    });
    // Korean's is a draft: English stands in, marked as English.
    expect(await about("/ko/about")).toMatchObject({ alt: "Portrait of Amira Haddad", altLang: "en" });
    const entries = await db().select().from(auditLog).where(eq(auditLog.entity, "media-alt"));
    expect(entries.map((entry) => entry.entityId)).toEqual([`${id}/en`, `${id}/ar`, `${id}/ko`]);
  });

  it("refuses to delete an image in use, and deletes an unused one with its alt texts and files", async () => {
    const id = await uploaded(await testImage({ width: 500, height: 250, format: "webp" }), "logo.webp");
    await saveAlt(id, "en", { intent: "save", alt: "Northbridge logo", status: "published" });
    const partner = {
      intent: "save",
      id: "p-northbridge",
      name: "Northbridge",
      description: "Systems integration.",
      category: "integrator",
      industry: "Technology",
      specialty: "Cloud",
      partnershipLevel: "Gold",
      isActive: "on",
      imageId: id,
    };
    await admin.call(withParams(partnerAction, {}), "/admin/partners/new", partner);
    const list = await admin.call(listLoader, "/admin/media");
    expect(list.data.rows[0]).toMatchObject({
      id,
      uses: [{ kind: "partner", id: "p-northbridge", name: "Northbridge" }],
      languages: { en: "published" },
    });
    const remove = () =>
      admin.call(withParams(itemAction, { id }), `/admin/media/${id}`, { intent: "delete" });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect((refused.data as FormAnswer).result.error).toEqual({ "": ["inUse"] });
    expect(await stored(`${id}/320.webp`)).not.toBeNull();

    // A region's picture holds it too.
    await admin.call(regionAction, "/admin/regions", { intent: "save", "middle-east": id });
    expect(
      (await regionsLoader({ request: new Request(`${TEST_ORIGIN}/ar/regions`) } as never)).pictures[
        "middle-east"
      ],
    ).toMatchObject({ id, alt: "Northbridge logo", altLang: "en" });
    await admin.call(withParams(partnerAction, { id: "p-northbridge" }), "/admin/partners/p-northbridge", {
      ...partner,
      imageId: "",
    });
    expect((await remove()).status).toBe(409);
    await admin.call(regionAction, "/admin/regions", { intent: "save", "middle-east": "" });

    const drops = cacheDrops();
    expect((await remove()).location).toBe("/admin/media?deleted=1");
    expect(cacheDrops()).toBe(drops + 1);
    expect(await db().$count(media)).toBe(0);
    expect(await db().$count(contentVersions)).toBe(0);
    expect(await stored(`${id}/320.webp`)).toBeNull();
    expect(readdirSync(storageDir())).not.toContain(id);
    expect((await remove()).status).toBe(404);
    const deleted = await db().select().from(auditLog).where(eq(auditLog.action, "delete"));
    expect(deleted.map((entry) => [entry.entity, entry.entityId])).toEqual([["media", id]]);
  });

  it("shows article covers on the blog's list and the article, and partner logos on /partners", async () => {
    await seedDatabase(db());
    const id = await uploaded(await testImage({ width: 1600, height: 900 }), "cover.jpg");
    await saveAlt(id, "en", { intent: "save", alt: "Sydney harbour at dawn", status: "published" });
    const [post] = await db()
      .update(resources)
      .set({ imageId: id })
      .where(eq(resources.slug, "hiring-your-first-australian-team"))
      .returning();
    await db().update(partners).set({ imageId: id }).where(eq(partners.id, "p-northbridge"));
    const request = (path: string) => new Request(`${TEST_ORIGIN}${path}`);
    const cover = { id, width: 1600, height: 900, widths: [320, 640, 1280], alt: "Sydney harbour at dawn" };

    const list = (await blogLoader({ request: request("/ko/blog") } as never)) as unknown as {
      data: { posts: { slug: string; image: unknown }[] };
    };
    expect(list.data.posts.find((shown) => shown.slug === post!.slug)?.image).toEqual({
      ...cover,
      altLang: "en",
    });
    expect(list.data.posts.filter((shown) => shown.image)).toHaveLength(1);
    const article = await articleLoader({
      request: request(`/blog/${post!.slug}`),
      params: { slug: post!.slug },
    } as never);
    expect(article.article.image).toEqual({ ...cover, altLang: "en" });
    const directory = await partnersLoader({ request: request("/partners") } as never);
    expect(directory.partners.find((partner) => partner.id === "p-northbridge")?.image).toMatchObject({ id });
    expect(directory.featured.find((partner) => partner.id === "p-northbridge")?.image).toMatchObject({ id });
  });

  it("refuses an image that is not one, or is gone, in a record's form", async () => {
    const member = { intent: "save", id: "ben-lee", name: "Ben Lee", position: "0" };
    const save = (imageId: string) =>
      admin.call(withParams(memberAction, {}), "/admin/team/new", { ...member, imageId });
    const invalid = await save("../../etc/passwd");
    expect((invalid.data as FormAnswer).result.error).toMatchObject({ imageId: ["imageInvalid"] });
    const gone = await save(crypto.randomUUID());
    expect(gone.status).toBe(409);
    expect((gone.data as FormAnswer).result.error).toMatchObject({ imageId: ["imageGone"] });
    const region = await admin.call(regionAction, "/admin/regions", {
      intent: "save",
      europe: crypto.randomUUID(),
    });
    expect(region.status).toBe(409);
  });

  it("lets no one but staff upload, list, describe or delete images", async () => {
    const id = await uploaded(await testImage({ width: 100, height: 100 }));
    const member = await staffBrowser({ role: "user" });
    const photo = await testImage({ width: 100, height: 100 });
    expect((await upload({ name: "a.jpg", type: "image/jpeg", bytes: photo }, member)).status).toBe(403);
    expect((await member.call(listLoader, "/admin/media")).status).toBe(403);
    expect((await member.call(withParams(itemLoader, { id }), `/admin/media/${id}`)).status).toBe(403);
    expect(
      (await member.call(withParams(itemAction, { id }), `/admin/media/${id}`, { intent: "delete" })).status,
    ).toBe(403);
    expect(
      (
        await member.call(withParams(altAction, { id, version: "en" }), `/admin/media/${id}/en`, {
          intent: "save",
          alt: "x",
          status: "published",
        })
      ).status,
    ).toBe(403);
    expect((await member.call(regionAction, "/admin/regions", { intent: "save" })).status).toBe(403);
    expect(await db().$count(media)).toBe(1);
  });
});
