import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectHydrated, test } from "./fixtures.ts";

/** The visible texts each test checks, in the two directions we test (English LTR, Arabic RTL). */
const LANGS = {
  en: {
    prefix: "",
    openLeadForm: "Get a free market assessment",
    leadTitle: "Free market assessment",
    submitLead: "Get my free market assessment",
    close: "Close",
    name: "Full name",
    email: "Work email",
    company: "Company name",
    service: "Service of interest",
    message: "Message",
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Email is invalid",
    companyRequired: "Company name is required",
    leadSuccess: "Thanks! Your Bid Forecast has been sent to your email.",
    sendMessage: "Send Message",
    validEmail: "Please enter a valid email address",
    selectService: "Please select a service",
    messageTooShort: "Message must be at least 10 characters long",
    fixErrors: "Please fix the errors above and try again.",
    contactSuccess: "Message sent successfully! We will contact you within 24 hours.",
    serviceOption: "Government Contracts",
    subscribe: "Subscribe",
    newsletterEmail: "Email address",
    thanks: "Thank you for subscribing! Please check your inbox to confirm your address.",
  },
  ar: {
    prefix: "/ar",
    openLeadForm: "احصل على تقييم مجاني للسوق",
    leadTitle: "تقييم مجاني للسوق",
    submitLead: "اطلب تقييمًا مجانيًا للسوق",
    close: "إغلاق",
    name: "الاسم الكامل",
    email: "البريد الإلكتروني للعمل",
    company: "اسم الشركة",
    service: "الخدمة المطلوبة",
    message: "الرسالة",
    nameRequired: "الاسم مطلوب",
    emailRequired: "البريد الإلكتروني مطلوب",
    emailInvalid: "البريد الإلكتروني غير صالح",
    companyRequired: "اسم الشركة مطلوب",
    leadSuccess: "شكرًا! تم إرسال توقعات المناقصات إلى بريدك الإلكتروني.",
    sendMessage: "إرسال الرسالة",
    validEmail: "يرجى إدخال عنوان بريد إلكتروني صالح",
    selectService: "يرجى اختيار خدمة",
    messageTooShort: "يجب ألا تقل الرسالة عن 10 أحرف",
    fixErrors: "يرجى تصحيح الأخطاء أعلاه والمحاولة مرة أخرى.",
    contactSuccess: "تم إرسال الرسالة بنجاح! سنتواصل معك خلال 24 ساعة.",
    serviceOption: "العقود الحكومية",
    subscribe: "اشترك",
    newsletterEmail: "البريد الإلكتروني",
    thanks: "شكرًا لاشتراكك! يرجى التحقق من بريدك الوارد لتأكيد عنوانك.",
  },
} as const;

type Texts = (typeof LANGS)[keyof typeof LANGS];
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillContactForm(page: Page, text: Texts) {
  const form = page.getByTestId("contact-form");
  await form.getByLabel(text.name).fill("Ana Silva");
  await form.getByLabel(text.email).fill(unique("contact"));
  await form.getByLabel(text.company).fill("Acme Pty Ltd");
  await form.getByLabel(text.service).selectOption({ label: text.serviceOption });
  await form.getByLabel(text.message).fill("We want to bid on New South Wales government tenders.");
  return form;
}

for (const [lang, text] of Object.entries(LANGS)) {
  test.describe(`with JavaScript (${lang})`, () => {
    test("the lead form overlay validates, submits and confirms with a toast", async ({ page }) => {
      await page.goto(`${text.prefix}/opportunities`);
      const opener = page.getByRole("link", { name: text.openLeadForm }).first();
      await opener.click();
      const dialog = page.getByRole("dialog", { name: text.leadTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(text.name)).toBeFocused();
      await expectAccessible(page);

      await dialog.getByRole("button", { name: text.submitLead }).click();
      await expect(dialog.getByText(text.nameRequired, { exact: true })).toBeVisible();
      await expect(dialog.getByText(text.emailRequired, { exact: true })).toBeVisible();
      await expect(dialog.getByText(text.companyRequired, { exact: true })).toBeVisible();

      await dialog.getByLabel(text.name).fill("Ana Silva");
      await expect(dialog.getByText(text.nameRequired, { exact: true })).toBeHidden(); // typing clears that field's error
      await expect(dialog.getByText(text.emailRequired, { exact: true })).toBeVisible();
      await dialog.getByLabel(text.email).fill("not-an-email");
      await dialog.getByLabel(text.company).fill("Acme Pty Ltd");
      await dialog.getByRole("button", { name: text.submitLead }).click();
      await expect(dialog.getByText(text.emailInvalid, { exact: true })).toBeVisible();

      await dialog.getByLabel(text.email).fill(unique("lead"));
      await dialog.getByRole("button", { name: text.submitLead }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("toast")).toContainText(text.leadSuccess);
      await expect(opener).toBeFocused(); // focus returns to the button that opened it
    });

    test("the overlay closes with Escape and the close button, and replaces the mobile menu", async ({
      page,
    }) => {
      await page.goto(`${text.prefix}/opportunities`);
      const opener = page.getByRole("link", { name: text.openLeadForm }).first();
      const dialog = page.getByRole("dialog", { name: text.leadTitle });
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await dialog.getByRole("button", { name: text.close }).click();
      await expect(dialog).toBeHidden();
    });

    test.describe("on the contact page, a document page (decision 066)", () => {
      // The form posts as a page; an answer with errors comes with status 400, which the browser logs.
      test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\)/ });

      test("the contact form reports errors, clears them on edit, and confirms", async ({ page }) => {
        await page.goto(`${text.prefix}/contact`);
        await expectAccessible(page);
        const form = page.getByTestId("contact-form");
        await form.getByLabel(text.email).fill("ana.example.com");
        await form.getByLabel(text.message).fill("short");
        await form.getByRole("button", { name: text.sendMessage }).click();
        await expect(form.getByText(text.validEmail, { exact: true })).toBeVisible();
        await expect(form.getByText(text.selectService, { exact: true })).toBeVisible();
        await expect(form.getByText(text.messageTooShort, { exact: true })).toBeVisible();
        await expect(form.getByText(text.fixErrors)).toBeVisible();
        await expect(form.getByLabel(text.message)).toHaveValue("short"); // what was typed is kept
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true"); // the page script runs
        await form.getByLabel(text.message).fill("Long enough message now.");
        await expect(form.getByText(text.messageTooShort, { exact: true })).toBeHidden();
        await expect(form.getByText(text.selectService, { exact: true })).toBeVisible(); // only the edited field's

        await fillContactForm(page, text);
        await form.getByRole("button", { name: text.sendMessage }).click();
        await expect(form.getByRole("status")).toHaveText(text.contactSuccess);
        await expect(form.getByLabel(text.name)).toHaveValue(""); // the form is cleared
        await expect(form.getByText(text.fixErrors)).toBeHidden();
        // The sent form is reported, as the app reports it on its pages.
        const events = await page.evaluate(
          () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer,
        );
        expect(events?.map((event) => event.event)).toContain("lead_submitted");
      });
    });

    test("a form's check loads only when the form is used (decision 043)", async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(`${text.prefix}/assessment`);
      await page.waitForLoadState("networkidle");
      const checks = () => requests.filter((path) => /\/assets\/(validators|form-schema-parts)-/.test(path));
      expect(checks()).toEqual([]);
      // Reaching into the form loads its check; an empty submit is then answered in the browser, with no post.
      const form = page.getByTestId("lead-form");
      // (Moving between two fields until it does: a part of the page may still be hydrating at first.)
      await expect
        .poll(async () => {
          await form.getByLabel(text.name).focus();
          await form.getByLabel(text.email).focus();
          return checks().length;
        })
        .toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
      await form.getByRole("button", { name: text.submitLead }).click();
      await expect(form.getByText(text.emailRequired, { exact: true })).toBeVisible();
      await expect(form.getByText(text.companyRequired, { exact: true })).toBeVisible();
      // The page itself, and no post of the form.
      expect(requests.filter((path) => path.endsWith(".data") || path.endsWith("/assessment"))).toHaveLength(
        1,
      );
    });

    test("the footer newsletter ignores a blank submit, then thanks for 5 seconds", async ({ page }) => {
      await page.goto(`${text.prefix}/pricing`);
      const form = page.getByTestId("newsletter-form");
      await expectHydrated(form);
      const email = form.getByLabel(text.newsletterEmail);
      await email.fill("   ");
      await form.getByRole("button", { name: text.subscribe }).click();
      await expect(form.getByRole("alert")).toHaveCount(0);
      await email.fill(unique("news"));
      await form.getByRole("button", { name: text.subscribe }).click();
      await expect(form.getByRole("status")).toHaveText(text.thanks);
      await expect(email).toHaveValue("");
      await expect(form.getByRole("status")).toHaveText("", { timeout: 7000 });
    });
  });

  // axe needs JavaScript in the page, so accessibility is checked in the runs above (same markup).
  test.describe(`without JavaScript (${lang})`, () => {
    // A rejected submission is answered with its page and status 400, which the browser logs.
    test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 400 \(Bad Request\)/ });

    test("the strategy button leads to the same form on a page, which answers with errors then success", async ({
      page,
    }) => {
      await page.goto(`${text.prefix}/`);
      await page.getByRole("link", { name: text.openLeadForm }).first().click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/assessment\\?source=hero`));
      await expect(page.getByRole("heading", { level: 1, name: text.leadTitle })).toBeVisible();

      const form = page.getByTestId("lead-form");
      await form.getByLabel(text.name).fill("Ana Silva");
      await form.getByLabel(text.email).fill("not-an-email");
      await form.getByRole("button", { name: text.submitLead }).click();
      await expect(form.getByText(text.emailInvalid, { exact: true })).toBeVisible();
      await expect(form.getByText(text.companyRequired, { exact: true })).toBeVisible();
      await expect(form.getByLabel(text.name)).toHaveValue("Ana Silva"); // values kept

      await form.getByLabel(text.email).fill(unique("lead-nojs"));
      await form.getByLabel(text.company).fill("Acme Pty Ltd");
      await form.getByRole("button", { name: text.submitLead }).click();
      await expect(page.getByRole("status").filter({ hasText: text.leadSuccess })).toBeVisible();
    });

    test("the contact form posts to the server and renders its answer", async ({ page }) => {
      await page.goto(`${text.prefix}/contact`);
      const form = page.getByTestId("contact-form");
      await form.getByLabel(text.name).fill("Ana Silva");
      await form.getByRole("button", { name: text.sendMessage }).click();
      await expect(form.getByText(text.selectService, { exact: true })).toBeVisible();
      await expect(form.getByText(text.fixErrors)).toBeVisible();
      await expect(form.getByLabel(text.name)).toHaveValue("Ana Silva");

      await fillContactForm(page, text);
      await form.getByRole("button", { name: text.sendMessage }).click();
      await expect(form.getByRole("status")).toHaveText(text.contactSuccess);
    });

    test("the footer newsletter posts to the newsletter page, which thanks", async ({ page }) => {
      await page.goto(`${text.prefix}/`);
      const footerForm = page.getByTestId("newsletter-form");
      await footerForm.getByLabel(text.newsletterEmail).fill(unique("news-nojs"));
      await footerForm.getByRole("button", { name: text.subscribe }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/newsletter$`));
      await expect(page.getByRole("status").filter({ hasText: text.thanks })).toBeVisible();
    });
  });
}
