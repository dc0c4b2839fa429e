// Email layouts: the rendered body of an email step goes into its layout's `{{{body}}}` placeholder. The step's
// own layout when it names one, else the environment's default layout, else the built-in layout below.
import type { EmailStep } from '@herald/protocol';
import { layoutContent } from '../repo/engine/content.js';
import type { NotifyContext } from '../context.js';
import { htmlToText } from '../../mail/mailer.js';
import { renderLimited } from './render-limits.js';
import type { JobContext } from './job.js';

/**
 * The layout of an environment without one of its own: a centred card in the system font. The body starts on a
 * line of its own, so it is encoded in the mail exactly as without a layout.
 */
export const BUILT_IN_LAYOUT = [
  '<!doctype html>',
  '<html lang="{{subscriber.locale}}">',
  '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
  '<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-size:16px;line-height:1.5;',
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif\">",
  '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">',
  '{{{body}}}',
  '</div>',
  '</body>',
  '</html>',
].join('\n');

/** A body that is a whole HTML document already is sent as it is. */
const WHOLE_DOCUMENT = /^\s*(<!doctype\s|<html[\s>])/i;

/** The layout content for an email step in an environment. */
export async function layoutFor(
  ctx: Pick<NotifyContext, 'db' | 'log'>,
  environmentId: string,
  layoutId: string | undefined,
): Promise<string> {
  const named = layoutId ? await layoutContent(ctx.db, environmentId, { id: layoutId }) : undefined;
  if (layoutId && !named) {
    ctx.log.warn({ layoutId, environmentId }, 'email layout not found: the default layout is used');
  }
  const layout = named ?? (await layoutContent(ctx.db, environmentId, 'default'));
  return layout?.content ?? BUILT_IN_LAYOUT;
}

/** Subject, HTML (the body in its layout) and plain text of an email step for one job. */
export async function renderEmail(ctx: Pick<NotifyContext, 'db' | 'log'>, job: JobContext, step: EmailStep) {
  const rendered = await renderLimited(
    'email',
    { subject: step.subject, body: step.body, text: step.text || undefined },
    job.data,
  );
  const { subject, body } = rendered;
  const text = rendered.text ?? htmlToText(body);
  // A locked workflow's mail carries a one-time password link: never in a layout an API key can write.
  const layout =
    job.workflow.locked === 1 ? BUILT_IN_LAYOUT : await layoutFor(ctx, job.job.environment_id, step.layoutId);
  const html = WHOLE_DOCUMENT.test(body)
    ? body
    : (await renderLimited('email', { html: layout }, { ...job.data, body })).html;
  return { subject, html, text };
}
