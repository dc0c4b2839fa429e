// Loads, before a job renders, the translations its `i18n` helpers may read: the environment's groups in the
// locales of the subscriber's fallback chain. Nothing is loaded when the translation manager is off or the
// organisation's plan lacks the `translation` feature; `i18n` then shows its block content or key.
import { planIncludes, type TranslationTree } from '@herald/protocol';
import { translationsInLocales } from '../repo/engine/content.js';
import { localeAndPlanOf } from '../repo/engine/environments.js';
import { planSchema } from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import { localeChain, type TranslationCatalogue } from './i18n.js';

export async function loadTranslations(
  ctx: Pick<NotifyContext, 'config' | 'db'>,
  environmentId: string,
  subscriberLocale: string | null,
): Promise<TranslationCatalogue | undefined> {
  if (!ctx.config.features.translationManager) return undefined;
  const environment = await localeAndPlanOf(ctx.db, environmentId);
  if (!environment || !planIncludes(planSchema.catch('free').parse(environment.plan), 'translation')) {
    return undefined;
  }
  const chain = localeChain(subscriberLocale, environment.default_locale);
  if (chain.length === 0) return undefined;
  const rows = await translationsInLocales(ctx.db, environmentId, chain);
  const resources = new Map<string, Map<string, TranslationTree>>();
  for (const row of rows) {
    const groups = resources.get(row.locale) ?? new Map<string, TranslationTree>();
    groups.set(row.identifier, JSON.parse(row.content) as TranslationTree);
    resources.set(row.locale, groups);
  }
  return { chain, resources };
}

/** The translations a job's step may render with: only a step that names `i18n`, or an email (its layout may). */
export async function translationsForJob(
  ctx: Pick<NotifyContext, 'config' | 'db'>,
  job: { environment_id: string; step: string },
  subscriberLocale: string | null,
): Promise<TranslationCatalogue | undefined> {
  const step = JSON.parse(job.step) as { type?: string };
  if (step.type !== 'email' && !job.step.includes('i18n')) return undefined;
  return loadTranslations(ctx, job.environment_id, subscriberLocale);
}
