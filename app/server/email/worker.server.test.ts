import { mkdtemp, readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { outbox } from "#app/server/db/schema/index.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { logTransport, smtpTransport } from "#app/server/email/transport.server.ts";
import { createOutboxWorker, type OutboxWorker, retryDelay } from "#app/server/email/worker.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const silent = pino({ level: "silent" });

/** A real SMTP server on 127.0.0.1 recording what it accepts; `bounce@…` is refused permanently (550). */
async function startSmtpServer(port = 0) {
  const received: { to: string; raw: string }[] = [];
  let connections = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce@")) {
        return callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mail = (to: string, n = 0) => ({
  to,
  subject: `Subject ${n}`,
  text: `Text ${n}`,
  html: `<p>Html ${n}</p>`,
  headers: { "List-Unsubscribe": "<https://example.com/u>" },
});

describe("retry delay", () => {
  it("doubles per attempt up to the cap", () => {
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });
});

describe.each(TEST_BACKENDS)("outbox worker on %s", (backend) => {
  const database = useTestDatabase(backend);
  const servers: { close(): Promise<void> }[] = [];
  const workers: OutboxWorker[] = [];
  afterEach(async () => {
    // Stopping a worker closes its pooled SMTP connections; a server closes once its connections have.
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  const worker = (port: number, options: { retryDelayMs?: number; maxAttempts?: number } = {}) => {
    const created = createOutboxWorker({
      db: database().db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      from: "AusEntry Partners <hello@ausentry.example>",
      logger: silent,
      batchSize: 3,
      retryDelayMs: 20,
      ...options,
    });
    workers.push(created);
    return created;
  };

  it("sends a queued mail over SMTP with both parts and its headers, and marks it sent", async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    await enqueueEmail(database().db, mail("ana@example.com"));
    expect(await worker(smtp.port).runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toBe("ana@example.com");
    expect(smtp.received[0]?.raw).toContain("List-Unsubscribe: <https://example.com/u>");
    expect(smtp.received[0]?.raw).toContain("text/plain");
    expect(smtp.received[0]?.raw).toContain("text/html");
    const [row] = await database().db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("sends a mail's attachments (a calendar invite) as parts of the message", async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    const invite = {
      filename: "invite.ics",
      contentType: "text/calendar; method=REQUEST",
      content: "BEGIN:VCALENDAR",
    };
    await enqueueEmail(database().db, { ...mail("ana@example.com"), attachments: [invite] });
    expect(await worker(smtp.port).runOnce()).toBe(1);

    expect(smtp.received[0]?.raw).toContain("filename=invite.ics");
    expect(smtp.received[0]?.raw).toContain("text/calendar");
  });

  it("survives an outage: nothing lost, nothing sent twice by two concurrent workers", async () => {
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    const total = 12;
    for (let n = 0; n < total; n++) await enqueueEmail(database().db, mail(`visitor${n}@example.com`, n));

    const first = worker(port);
    await first.runOnce(); // the server is down: these fail and are rescheduled
    const afterOutage = await database().db.select().from(outbox);
    expect(afterOutage.filter((row) => row.status === "pending" && row.lastError)).toHaveLength(3);
    expect(afterOutage.every((row) => row.status === "pending")).toBe(true);

    const smtp = await startSmtpServer(port);
    servers.push(smtp);
    const second = worker(port);
    await new Promise((resolve) => setTimeout(resolve, 50)); // past the backoff
    const unsent = async () =>
      (await database().db.select().from(outbox)).filter((row) => row.status !== "sent").length;
    const drain = async (w: ReturnType<typeof worker>) => {
      for (let round = 0; round < 100 && (await unsent()) > 0; round++) {
        if ((await w.runOnce()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await Promise.all([drain(first), drain(second)]);

    const rows = await database().db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    const recipients = smtp.received.map((message) => message.to).sort();
    expect(recipients).toEqual(Array.from({ length: total }, (_, n) => `visitor${n}@example.com`).sort());
  });

  it("sends consecutive mails over one SMTP connection", async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    for (let n = 0; n < 3; n++) await enqueueEmail(database().db, mail(`visitor${n}@example.com`, n));
    const w = worker(smtp.port);
    await w.runOnce();
    expect(smtp.received).toHaveLength(3);
    expect(smtp.connections()).toBe(1);
  });

  it("marks a mail failed for good on a permanent SMTP refusal, and keeps sending the others", async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    await enqueueEmail(database().db, mail("bounce@example.com"));
    await enqueueEmail(database().db, mail("ana@example.com"));
    await worker(smtp.port).runOnce();

    const rows = await database().db.select().from(outbox);
    expect(rows.find((row) => row.toAddress === "bounce@example.com")).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: expect.stringContaining("No such user"),
    });
    expect(rows.find((row) => row.toAddress === "ana@example.com")?.status).toBe("sent");
  });

  it("addresses each mail to its stored address as data, never parsing it as a list or display name", async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    await enqueueEmail(database().db, mail("someone<attacker@evil.example>"));
    await enqueueEmail(database().db, mail("victim,other@evil.example"));
    await worker(smtp.port).runOnce();

    // Sent to the odd address as typed, or refused by the server; never to the address hidden inside it.
    const recipients = smtp.received.map((message) => message.to);
    expect(recipients).not.toContain("attacker@evil.example");
    expect(recipients).not.toContain("other@evil.example");
  });

  it("gives up after the last allowed attempt of a transient failure", async () => {
    const down = await startSmtpServer();
    await down.close();
    await enqueueEmail(database().db, mail("ana@example.com"));
    const w = worker(down.port, { retryDelayMs: 1, maxAttempts: 2 });
    await w.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await w.runOnce();
    const [row] = await database().db.select().from(outbox);
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("starts and stops polling cleanly", async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    await enqueueEmail(database().db, mail("ana@example.com"));
    const w = createOutboxWorker({
      db: database().db,
      transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: "hello@ausentry.example",
      logger: silent,
      pollMs: 10,
    });
    w.start();
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    await w.stop();
  });
});

describe("log transport", () => {
  it("writes each message as an .eml file a developer can open", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mail-"));
    const transport = logTransport(dir, silent);
    await transport.send({ id: "abc", from: "hello@ausentry.example", ...mail("ana@example.com") });
    const [file] = await readdir(dir);
    expect(file).toMatch(/-abc\.eml$/);
    const raw = await readFile(path.join(dir, file!), "utf8");
    expect(raw).toContain("To: ana@example.com");
    expect(raw).toContain("Subject: Subject 0");
    expect(raw).toContain("Html 0");
    transport.close();
  });

  it("writes the recipient as one address, never parsed as a display name", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mail-"));
    const transport = logTransport(dir, silent);
    await transport.send({
      id: "x",
      from: "hello@ausentry.example",
      ...mail("someone<attacker@evil.example>"),
    });
    const raw = await readFile(path.join(dir, (await readdir(dir))[0]!), "utf8");
    expect(raw).not.toMatch(/^To: .*<attacker@evil\.example>$/m);
    transport.close();
  });
});
