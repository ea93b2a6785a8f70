import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "#app/server/account/auth.server.ts";
import { verifications } from "#app/server/db/schema/index.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

describe.each(TEST_BACKENDS)("password reset links on %s", (backend) => {
  const database = useTestDatabase(backend);

  /** The tokens of the reset links outstanding. */
  async function resetTokens() {
    const rows = await database()
      .db.select({ identifier: verifications.identifier })
      .from(verifications)
      .where(like(verifications.identifier, "reset-password:%"));
    return rows.map((row) => row.identifier.slice("reset-password:".length));
  }

  /** Asks for a reset link for `email`; resolves to its token. */
  async function requestReset(email: string) {
    const before = await resetTokens();
    await getAuth().api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    return (await resetTokens()).find((token) => !before.includes(token))!;
  }

  it("a successful reset revokes every other outstanding link of the account", async () => {
    const auth = getAuth();
    for (const email of ["ro@example.com", "other@example.com"]) {
      await auth.api.signUpEmail({ body: { email, password: "first secret", name: email } });
    }
    const older = await requestReset("ro@example.com");
    const newer = await requestReset("ro@example.com");
    const otherAccounts = await requestReset("other@example.com");

    await auth.api.resetPassword({ body: { token: newer, newPassword: "second secret" } });

    await expect(
      auth.api.resetPassword({ body: { token: older, newPassword: "third secret" } }),
    ).rejects.toThrow();
    expect(await resetTokens()).toEqual([otherAccounts]);
  });
});
