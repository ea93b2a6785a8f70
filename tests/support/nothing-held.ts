/**
 * A data-protection lookup that found nothing (`PersonalData` with every kind empty), for the privacy tests (the
 * counting rules and the findings page): a test spreads in the records it needs.
 */
import type { PersonalData } from "#app/domain/admin/privacy.ts";

export const NOTHING_HELD: PersonalData = {
  leads: [],
  leadNotes: 0,
  newsletter: [],
  demoBookings: [],
  webinarRegistrations: [],
  calculatorResults: [],
  account: null,
  orders: [],
  subscriptions: [],
  paymentCustomers: [],
  apiFavorites: [],
  outbox: [],
};
