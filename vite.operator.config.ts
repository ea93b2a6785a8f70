import { defineConfig } from "vite";

/**
 * The operator commands (`npm run admin`, `db:backup`, `db:restore`, `reencrypt-two-factor`, `content`), built with
 * the site by `npm run build` into `build/operator/`: a production install runs them with plain Node, no
 * TypeScript loader (decision 079). Their packages stay external, as the server's do.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: "build/operator",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: {
      input: {
        admin: "scripts/admin.ts",
        "db-backup": "scripts/db-backup.ts",
        "db-restore": "scripts/db-restore.ts",
        "reencrypt-two-factor": "scripts/reencrypt-two-factor.ts",
        content: "scripts/content.ts",
      },
      output: { entryFileNames: "[name].js" },
    },
  },
});
