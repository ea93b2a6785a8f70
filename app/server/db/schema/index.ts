export * from "#app/server/db/schema/accounts.ts";
export * from "#app/server/db/schema/admin.ts";
export * from "#app/server/db/schema/auth.ts";
export * from "#app/server/db/schema/commerce.ts";
export * from "#app/server/db/schema/content.ts";
export * from "#app/server/db/schema/engagement.ts";
export * from "#app/server/db/schema/leads.ts";
export * from "#app/server/db/schema/operations.ts";
