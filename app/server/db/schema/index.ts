export * from "./accounts.ts";
export * from "./auth.ts";
export * from "./content.ts";
export * from "./leads.ts";
export * from "./operations.ts";
