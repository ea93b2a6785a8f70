import { expect, test } from "./fixtures.ts";

for (const role of ["user", "admin"] as const) {
  test(`login({ role: "${role}" }) opens the profile signed in, without the sign-in pages`, async ({
    page,
    login,
  }) => {
    const email = await login({ role });
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("profile-email")).toHaveText(email);
    await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue("E2E Test Pty Ltd");
  });
}

test("the login endpoint answers nothing without this run's secret", async ({ request }) => {
  const response = await request.post("/__e2e-login", { data: { role: "admin" } });
  expect(response.status()).not.toBe(200);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});
