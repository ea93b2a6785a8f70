/**
 * A local stand-in for Stripe's API, for integration tests only: just the endpoints our Stripe provider calls
 * (customers, checkout sessions, subscriptions, billing portal), in Stripe's wire format (form-encoded requests,
 * JSON answers, 404 `resource_missing`), plus controls a test drives (pay a session, change a subscription) and
 * signed webhook payloads made with the SDK's own test signer. The SDK is pointed at it with STRIPE_API_BASE.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FAKE_WEBHOOK_SECRET = "whsec_fake_stripe_for_tests";
export const FAKE_PRICES = {
  entryKit: "price_entry_kit",
  growthPlan: "price_growth_plan",
  /** A price staff set up by hand for Premium Retainer (named by its lookup key). */
  premium: "price_premium_retainer",
};

type Json = Record<string, unknown>;
type Price = {
  id: string;
  object: "price";
  unit_amount: number;
  currency: string;
  lookup_key: string | null;
  metadata: Json;
  recurring: { interval: string } | null;
};

const PRICES: Record<string, Price> = {
  [FAKE_PRICES.entryKit]: price(FAKE_PRICES.entryKit, 500_000, null),
  [FAKE_PRICES.growthPlan]: price(FAKE_PRICES.growthPlan, 500_000, "month"),
  [FAKE_PRICES.premium]: {
    ...price(FAKE_PRICES.premium, 1_500_000, "month"),
    lookup_key: "premium-retainer",
  },
};

function price(id: string, cents: number, interval: string | null): Price {
  return {
    id,
    object: "price",
    unit_amount: cents,
    currency: "aud",
    lookup_key: null,
    metadata: {},
    recurring: interval ? { interval } : null,
  };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 60 * 60;

/** Stripe's form encoding (`a[b][0][c]=v`) back into an object. */
function parseForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Json = result;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else {
        node[segment] ??= {};
        node = node[segment] as Json;
      }
    });
  }
  return result;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export type FakeStripe = {
  url: string;
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  portalSessions: Json[];
  /** Every API call, as "METHOD /path". */
  calls: string[];
  /** Pays an open checkout session as a buyer would on Stripe's page; creates the customer and subscription. */
  completeSession(sessionId: string, email?: string): Json;
  /** Changes a subscription as Stripe would (renewal, failed payment, cancellation…). */
  updateSubscription(
    subscriptionId: string,
    patch: { status?: string; cancel_at_period_end?: boolean },
  ): Json;
  /** Creates a subscription directly (as staff would in the dashboard). */
  createSubscription(customerId: string, priceId: string, status?: string): Json;
  /** A signed webhook delivery of an event about `object`. */
  signedEvent(type: string, object: Json, eventId?: string): { payload: string; header: string; id: string };
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const portalSessions: Json[] = [];
  const calls: string[] = [];
  const signer = new Stripe("sk_test_signer");

  function subscriptionObject(
    customerId: string,
    priceId: string,
    status = "active",
    metadata: Json = {},
  ): Json {
    const start = now();
    const subscriptionId = id("sub");
    const subscription = {
      id: subscriptionId,
      object: "subscription",
      customer: customerId,
      status,
      cancel_at_period_end: false,
      metadata,
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            price: PRICES[priceId],
            current_period_start: start,
            current_period_end: start + MONTH,
          },
        ],
      },
    };
    subscriptions.set(subscriptionId, subscription);
    return subscription;
  }

  function withLineItems(session: Json, expand: unknown): Json {
    const wantsItems = expand && Object.values(expand as Json).includes("line_items");
    if (!wantsItems) return session;
    const priceId = session._price as string;
    return { ...session, line_items: { object: "list", data: [{ object: "item", price: PRICES[priceId] }] } };
  }

  const missing = (res: import("node:http").ServerResponse, what: string) => {
    res.writeHead(404, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
      }),
    );
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const form = parseForm(req.method === "GET" ? url.search.slice(1) : await readBody(req));
    calls.push(`${req.method} ${url.pathname}`);
    const send = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const parts = url.pathname.split("/").filter(Boolean); // ["v1", resource, id?]
    const [, resource, second, third] = parts;

    if (resource === "customers" && req.method === "POST" && !second) {
      const customer = { id: id("cus"), object: "customer", email: form.email };
      customers.set(customer.id, customer);
      return send(customer);
    }
    if (resource === "customers" && req.method === "GET" && !second) {
      const data = [...customers.values()].filter((c) => !form.email || c.email === form.email);
      return send({ object: "list", data, has_more: false });
    }
    if (resource === "checkout" && second === "sessions" && req.method === "POST" && !third) {
      const lineItems = form.line_items as Record<string, Json>;
      const priceId = lineItems["0"]!.price as string;
      const known = PRICES[priceId];
      if (!known) {
        res.writeHead(400, { "content-type": "application/json" });
        return res.end(
          JSON.stringify({ error: { type: "invalid_request_error", message: "No such price" } }),
        );
      }
      const customer = (form.customer as string | undefined) ?? null;
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        mode: form.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: known.unit_amount,
        currency: known.currency,
        customer,
        customer_email: customer ? (customers.get(customer)?.email ?? null) : null,
        customer_details: null,
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        metadata: form.metadata ?? {},
        subscription_metadata: (form.subscription_data as Json | undefined)?.metadata ?? {},
        subscription: null,
        payment_intent: null,
        invoice: null,
        _price: priceId,
      };
      sessions.set(sessionId, session);
      return send(session);
    }
    if (resource === "checkout" && second === "sessions" && req.method === "GET" && third) {
      const session = sessions.get(third);
      return session ? send(withLineItems(session, form.expand)) : missing(res, "checkout.session");
    }
    if (resource === "subscriptions" && req.method === "GET" && !second) {
      const data = [...subscriptions.values()].filter((s) => s.customer === form.customer);
      return send({ object: "list", data, has_more: false });
    }
    if (resource === "subscriptions" && second) {
      const subscription = subscriptions.get(second);
      if (!subscription) return missing(res, "subscription");
      if (req.method === "POST") {
        if (form.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
        if (form.metadata) subscription.metadata = form.metadata;
        const items = form.items as Record<string, Json> | undefined;
        if (items?.["0"]?.price) {
          const item = (subscription.items as { data: Json[] }).data[0]!;
          item.price = PRICES[items["0"].price as string];
        }
        subscription._lastUpdate = form;
      }
      return send(subscription);
    }
    if (resource === "billing_portal" && second === "sessions" && req.method === "POST") {
      const session = {
        id: id("bps"),
        object: "billing_portal.session",
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/${id("x")}`,
      };
      portalSessions.push(session);
      return send(session);
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    sessions,
    subscriptions,
    portalSessions,
    calls,
    completeSession(sessionId, email) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      let customer = session.customer as string | null;
      if (!customer) {
        const created = { id: id("cus"), object: "customer", email };
        customers.set(created.id, created);
        customer = created.id;
      }
      const paidBy = (email ?? customers.get(customer)?.email) as string;
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        url: null,
        customer,
        customer_details: { email: paidBy },
      });
      if (session.mode === "subscription") {
        const subscription = subscriptionObject(
          customer,
          session._price as string,
          "active",
          session.subscription_metadata as Json,
        );
        session.subscription = subscription.id;
        session.invoice = id("in");
      } else session.payment_intent = id("pi");
      return session;
    },
    updateSubscription(subscriptionId, patch) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      return Object.assign(subscription, patch);
    },
    createSubscription: (customerId, priceId, status) => subscriptionObject(customerId, priceId, status),
    signedEvent(type, object, eventId = id("evt")) {
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        type,
        created: now(),
        api_version: "2026-10-28.endive",
        data: { object },
      });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET });
      return { payload, header, id: eventId };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
