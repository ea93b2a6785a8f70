/** What a country page (`/regions/middle-east/:slug`, and its `/private/:customerId` variant) reads on the server. */
import { data } from "react-router";
import { countryBySlug } from "#app/content/countries.ts";
import { isCustomerId } from "#app/domain/regions/middle-east-hub.ts";

/** The private variant is for one customer's eyes: search engines are told so in the header as well as the page. */
const PRIVATE_HEADERS = { "X-Robots-Tag": "noindex" };

/**
 * The page's data: the country the URL names and, on the private variant, the customer's identifier, which its
 * consultation links carry (staff see which client came). An unknown slug, or a customer identifier that is not a
 * short token of letters, digits, `-` and `_`, is the page's 404 ('Country Not Found'). Anonymous pages depend on
 * the URL only: nothing here reads a cookie.
 */
export function countryPageData(params: { slug?: string; customerId?: string }) {
  const country = params.slug === undefined ? undefined : countryBySlug(params.slug);
  if (!country) throw data(null, { status: 404 });
  if (params.customerId === undefined) return data({ slug: country.slug, customerId: null });
  if (!isCustomerId(params.customerId)) throw data(null, { status: 404 });
  return data({ slug: country.slug, customerId: params.customerId }, { headers: PRIVATE_HEADERS });
}
