import type { FlatNamespace, ParseKeys, TypeOptions } from "i18next";

/**
 * A translation key of one namespace (`"plans.entryKit.name"` in `pricing`), typed from the English files
 * (`app/i18n/i18next.d.ts`): catalogues and domain rules that hand keys to `t` declare them with this, so a wrong
 * one fails `tsc` where it is written, not only where it is translated. Types only: the one domain module that
 * names i18next (biome.json allows it here), and nothing of it reaches a bundle.
 */
export type TranslationKey<Ns extends FlatNamespace = "common"> = ParseKeys<Ns>;

/** The English texts of a namespace as a type: `keyof Texts<"pricing">["plans"]` names the plans it has texts for. */
export type Texts<Ns extends FlatNamespace> = TypeOptions["resources"][Ns];
