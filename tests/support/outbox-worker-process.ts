/**
 * One outbox worker in a process of its own, for worker.processes.test.ts: polls DATABASE_URL and records each
 * mail it sends as a line (the mail's id) in DELIVERED_FILE. Prints "ready" once polling; stops on SIGTERM.
 */
import { appendFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import { openDatabase } from "#app/server/db/client.server.ts";
import { createOutboxWorker } from "#app/server/email/worker.server.ts";

const database = await openDatabase({ url: process.env.DATABASE_URL });
const worker = createOutboxWorker({
  db: database.db,
  transport: {
    async send(message) {
      await sleep(2); // a mail server's answer takes a moment: the other process polls meanwhile
      appendFileSync(process.env.DELIVERED_FILE!, `${message.id}\n`);
    },
    close() {},
  },
  from: "hello@ausentry.example",
  logger: pino({ level: "warn" }),
  pollMs: 10,
  batchSize: 5,
});
worker.start();
console.log("ready");

process.once("SIGTERM", async () => {
  await worker.stop();
  await database.close();
  process.exit(0);
});
