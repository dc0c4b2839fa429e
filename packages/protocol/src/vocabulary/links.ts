// Link templates are checked when a workflow is saved: a template must render to a safe link (`safeLinkUrl` in
// `@herald/notification-protocol`, which the server applies again when a message is rendered).

/**
 * Whether a link template (Handlebars) can only render to a safe link, as far as its own text says: it starts
 * with a path or an http(s) URL, or with an expression whose value is checked when the message is rendered.
 */
export function isLinkTemplate(template: string): boolean {
  // eslint-disable-next-line no-control-regex -- spaces and control characters are what a browser would skip
  const start = template.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (start === '') return true;
  if (start.startsWith('{{')) return true;
  if (start.startsWith('/')) return start[1] !== '/' && start[1] !== '\\';
  return /^https?:\/\//i.test(start);
}
