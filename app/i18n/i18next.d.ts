import "i18next";

/**
 * Translation keys are typed from the English files, the source of truth (`locales.test.ts` holds the other four
 * languages to the same keys), so a wrong key or namespace fails `tsc`. A type-only import: nothing is bundled.
 * A new namespace goes here too; until it does, `t` calls in it do not type-check.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      account: typeof import("#app/locales/en/account.json");
      "admin-content": typeof import("#app/locales/en/admin-content.json");
      "admin-dashboard": typeof import("#app/locales/en/admin-dashboard.json");
      "admin-leads": typeof import("#app/locales/en/admin-leads.json");
      "admin-media": typeof import("#app/locales/en/admin-media.json");
      "admin-privacy": typeof import("#app/locales/en/admin-privacy.json");
      "admin-records": typeof import("#app/locales/en/admin-records.json");
      admin: typeof import("#app/locales/en/admin.json");
      blog: typeof import("#app/locales/en/blog.json");
      "case-studies": typeof import("#app/locales/en/case-studies.json");
      "chat-bot": typeof import("#app/locales/en/chat-bot.json");
      checkout: typeof import("#app/locales/en/checkout.json");
      common: typeof import("#app/locales/en/common.json");
      consent: typeof import("#app/locales/en/consent.json");
      "country-report": typeof import("#app/locales/en/country-report.json");
      dashboards: typeof import("#app/locales/en/dashboards.json");
      "data-apis": typeof import("#app/locales/en/data-apis.json");
      "demo-scheduler": typeof import("#app/locales/en/demo-scheduler.json");
      dev: typeof import("#app/locales/en/dev.json");
      faq: typeof import("#app/locales/en/faq.json");
      forms: typeof import("#app/locales/en/forms.json");
      legal: typeof import("#app/locales/en/legal.json");
      "mail-account": typeof import("#app/locales/en/mail-account.json");
      "mail-checkout": typeof import("#app/locales/en/mail-checkout.json");
      "mail-demo-scheduler": typeof import("#app/locales/en/mail-demo-scheduler.json");
      "mail-leads": typeof import("#app/locales/en/mail-leads.json");
      "mail-newsletter": typeof import("#app/locales/en/mail-newsletter.json");
      "mail-pricing-plan": typeof import("#app/locales/en/mail-pricing-plan.json");
      "mail-tools": typeof import("#app/locales/en/mail-tools.json");
      "mail-webinars": typeof import("#app/locales/en/mail-webinars.json");
      marketing: typeof import("#app/locales/en/marketing.json");
      "middle-east": typeof import("#app/locales/en/middle-east.json");
      opportunities: typeof import("#app/locales/en/opportunities.json");
      partners: typeof import("#app/locales/en/partners.json");
      "pre-deployment": typeof import("#app/locales/en/pre-deployment.json");
      "pricing-plan": typeof import("#app/locales/en/pricing-plan.json");
      pricing: typeof import("#app/locales/en/pricing.json");
      regions: typeof import("#app/locales/en/regions.json");
      resources: typeof import("#app/locales/en/resources.json");
      solutions: typeof import("#app/locales/en/solutions.json");
      "tools-market": typeof import("#app/locales/en/tools-market.json");
      "tools-payments": typeof import("#app/locales/en/tools-payments.json");
      tools: typeof import("#app/locales/en/tools.json");
      webinars: typeof import("#app/locales/en/webinars.json");
    };
  }
}
