// Tenant templates render off the event loop: a tenant writes both the template and the payload, so nested `each`
// blocks over a payload's arrays can loop a billion times. Each render runs in a small warm pool of worker threads,
// ended past a wall time or a heap limit, and what it writes is capped per channel; a limit fails the step with a
// TemplateLimitError that says which, as any template error does. A template with no `{{` is its own output.
import type { TranslationCatalogue } from './i18n.js';
import { workerPool, workerScript, type WorkerPool } from '../../security/limited-workers.js';
import { TemplateError, TemplateLimitError, TRANSLATIONS } from './templates.js';

const KB = 1024;

export const TEMPLATE_LIMITS = {
  /** Wall time of one render task (every template of a step); an ordinary one takes well under a millisecond. */
  timeoutMs: 2_000,
  /** Old-generation heap of one worker; a 1 MB payload takes a few MB of it. */
  memoryMb: 128,
  /** Workers kept warm; renders past these wait for one. */
  poolSize: 2,
};

/** UTF-8 bytes one rendered field may have, per channel (filter values included). */
export const OUTPUT_LIMITS = {
  email: 256 * KB,
  chat: 64 * KB,
  in_app: 64 * KB,
  sms: 16 * KB,
  push: 16 * KB,
  filter: 16 * KB,
};
export type RenderChannel = keyof typeof OUTPUT_LIMITS;

/** What the worker is posted, and what it answers (templates.worker.ts). */
export interface RenderTask {
  templates: string[];
  data: Record<string, unknown>;
  translations?: TranslationCatalogue;
  maxBytes: number;
}
export type RenderAnswer = { outputs: string[] } | { error: string } | { tooLarge: number };

let pool: WorkerPool<RenderTask, RenderAnswer> | undefined;
const templatePool = () =>
  (pool ??= workerPool<RenderTask, RenderAnswer>(
    () => workerScript('templates.worker', new URL('./templates.worker.ts', import.meta.url)),
    { size: TEMPLATE_LIMITS.poolSize, ...TEMPLATE_LIMITS },
  ));

const tooLarge = (name: string, maxBytes: number) =>
  new TemplateLimitError(`The rendered ${name} is larger than ${maxBytes / KB} KB`, 'output');

type Rendered<T> = { [K in keyof T]: T[K] extends string ? string : string | undefined };

/**
 * Renders each named template with `data` (an undefined one stays undefined), as `render` does, within the
 * limits; throws a TemplateError for a template that does not render, a TemplateLimitError past a limit.
 */
export async function renderLimited<T extends Record<string, string | undefined>>(
  channel: RenderChannel,
  templates: T,
  data: Record<string, unknown>,
): Promise<Rendered<T>> {
  const maxBytes = OUTPUT_LIMITS[channel];
  const names = Object.keys(templates).filter((name) => templates[name] !== undefined);
  const outputs: Record<string, string | undefined> = {};
  const dynamic: string[] = [];
  for (const name of names) {
    const template = templates[name]!;
    // Handlebars writes text without a mustache as it is, but for the apostrophe render() restores.
    if (template.includes('{{')) dynamic.push(name);
    else outputs[name] = template.replace(/&#x27;/g, "'");
  }
  for (const name of names) {
    if (outputs[name] !== undefined && Buffer.byteLength(outputs[name]) > maxBytes)
      throw tooLarge(name, maxBytes);
  }
  if (dynamic.length > 0) {
    const translations = (data as { [TRANSLATIONS]?: TranslationCatalogue })[TRANSLATIONS];
    const end = await templatePool().run({
      templates: dynamic.map((name) => templates[name]!),
      data,
      ...(translations && { translations }),
      maxBytes,
    });
    if ('limit' in end)
      throw end.limit === 'time'
        ? new TemplateLimitError(
            `The template takes longer than ${TEMPLATE_LIMITS.timeoutMs / 1000} seconds to render`,
            'time',
          )
        : new TemplateLimitError(
            `The template needs more than ${TEMPLATE_LIMITS.memoryMb} MB of memory to render`,
            'memory',
          );
    if ('failed' in end) throw new TemplateError(`The template could not be rendered (${end.failed})`);
    const answer = end.value;
    if ('error' in answer) throw new TemplateError(answer.error);
    if ('tooLarge' in answer) throw tooLarge(dynamic[answer.tooLarge]!, maxBytes);
    answer.outputs.forEach((output, at) => (outputs[dynamic[at]!] = output));
  }
  return outputs as Rendered<T>;
}
