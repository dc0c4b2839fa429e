// Translation groups and their translations per locale (docs/product.md §3 TranslationGroup, Translation),
// which the `i18n` template helper reads as `{{i18n "groupIdentifier.nested.key"}}`.
import { z } from 'zod';
import { TRANSLATION_MAX_BYTES, TRANSLATION_MAX_DEPTH } from './translations.js';

/** A BCP 47 tag in its canonical form; `en_US` is read as `en-US`. */
export const localeSchema = z
  .string()
  .trim()
  .min(2)
  .max(35)
  .transform((value, context) => {
    try {
      return Intl.getCanonicalLocales(value.replace(/_/g, '-'))[0]!;
    } catch {
      context.addIssue({ code: 'custom', message: 'Not a BCP 47 locale such as en or pt-BR' });
      return z.NEVER;
    }
  });

/** Group identifiers name the first segment of an i18n key, so they hold no dots. */
export const translationGroupIdentifierSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Use letters, digits, dashes and underscores');

const translationKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^.{}\s]+$/, 'A key holds no dots, braces or spaces')
  .refine((key) => !['__proto__', 'constructor', 'prototype'].includes(key), 'Reserved key');

/** Nested keys whose leaves are strings: `{ "welcome": "Hello {{name}}", "inbox": { "count_one": "…" } }`. */
export type TranslationTree = { [key: string]: string | TranslationTree };

const treeSchema: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(
    translationKeySchema,
    z.union([z.string().max(10_000), treeSchema], {
      error: 'A translation is a string or an object of translations',
    }),
  ),
);

function depth(tree: TranslationTree): number {
  const children = Object.values(tree).filter((value) => typeof value === 'object');
  return 1 + Math.max(0, ...children.map((child) => depth(child as TranslationTree)));
}

export const translationTreeSchema = treeSchema
  .refine((tree) => depth(tree) <= TRANSLATION_MAX_DEPTH, `Keys nest at most ${TRANSLATION_MAX_DEPTH} deep`)
  .refine(
    (tree) => new TextEncoder().encode(JSON.stringify(tree)).length <= TRANSLATION_MAX_BYTES,
    `One locale holds at most ${TRANSLATION_MAX_BYTES / 1024} KiB of translations`,
  );

const localesSchema = z
  .array(localeSchema)
  .max(100)
  .transform((locales) => [...new Set(locales)]);

export const createTranslationGroupBodySchema = z
  .object({
    identifier: translationGroupIdentifierSchema,
    name: z.string().trim().min(1).max(200),
    /** A locale listed here starts with no translations. */
    locales: localesSchema.default([]),
  })
  .strict();
export type CreateTranslationGroupBody = z.infer<typeof createTranslationGroupBodySchema>;

export const updateTranslationGroupBodySchema = z
  .object({
    identifier: translationGroupIdentifierSchema.optional(),
    name: z.string().trim().min(1).max(200).optional(),
    /** The group's locales after the update: a locale left out is removed with its translations. */
    locales: localesSchema.optional(),
  })
  .strict();
export type UpdateTranslationGroupBody = z.infer<typeof updateTranslationGroupBodySchema>;

export const translationGroupParamsSchema = z.object({ identifier: translationGroupIdentifierSchema });
export const translationLocaleParamsSchema = translationGroupParamsSchema.extend({ locale: localeSchema });

export const translationGroupSchema = z.object({
  _id: z.string(),
  identifier: z.string(),
  name: z.string(),
  locales: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TranslationGroup = z.infer<typeof translationGroupSchema>;

/** One locale of one group; PUT replaces its translations, import merges a file into them. */
export const translationBodySchema = z.object({ translations: translationTreeSchema }).strict();
export type TranslationBody = z.infer<typeof translationBodySchema>;

export const translationSchema = z.object({
  groupIdentifier: z.string(),
  locale: z.string(),
  translations: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

/** The locale `i18n` falls back to when the subscriber's locale has no translation. */
export const translationSettingsSchema = z.object({ defaultLocale: localeSchema }).strict();
export type TranslationSettings = z.infer<typeof translationSettingsSchema>;

export const translationGroupResponseSchema = z.object({ data: translationGroupSchema });
export const translationGroupListResponseSchema = z.object({ data: z.array(translationGroupSchema) });
export const translationResponseSchema = z.object({ data: translationSchema });
export const translationSettingsResponseSchema = z.object({ data: translationSettingsSchema });
