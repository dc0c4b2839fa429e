// What a screen reader is handed: Chromium's own accessibility tree (the one its platform accessibility API
// exposes), read over the DevTools protocol from a Playwright page. The Storybook runner and the end-to-end tests
// check a page's parts against it, so names, roles and states are the browser's, not a library's reckoning.

/**
 * The parts of the page's accessibility tree that are exposed (not ignored): each with its role, accessible name,
 * its states and properties as Chromium reports them, and its text (its descendants' text, in order).
 */
export async function accessibleNodes(page) {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const textOf = (node) =>
      node.role?.value === 'StaticText'
        ? (node.name?.value ?? '')
        : (node.childIds ?? [])
            .map((id) => byId.get(id))
            .filter(Boolean)
            .map(textOf)
            .join('');
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({
        role: node.role?.value ?? '',
        name: node.name?.value ?? '',
        properties: Object.fromEntries((node.properties ?? []).map(({ name, value }) => [name, value.value])),
        text: textOf(node),
      }));
  } finally {
    await session.detach();
  }
}

const matches = (node, want) =>
  node.role === want.role &&
  (want.name === undefined || node.name === want.name) &&
  (want.text === undefined || node.text.replace(/\s+/g, ' ').trim() === want.text) &&
  Object.entries(want.properties ?? {}).every(([property, value]) => node.properties[property] === value);

const describe = ({ role, name, text, properties }) =>
  [
    role,
    name === undefined ? '' : `named "${name}"`,
    text === undefined ? '' : `saying "${text}"`,
    properties ? JSON.stringify(properties) : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The expected parts the page's accessibility tree lacks, each described with what the tree holds in that role,
 * so a failure says what a screen reader hears instead. Empty when every part is there.
 */
export async function missingAccessibleNodes(page, expected) {
  if (expected.length === 0) return [];
  const nodes = await accessibleNodes(page);
  return expected
    .filter((want) => !nodes.some((node) => matches(node, want)))
    .map((want) => {
      const held = nodes
        .filter((node) => node.role === want.role)
        .map((node) => {
          const says = node.text.length > 120 ? `${node.text.slice(0, 120)}…` : node.text;
          return `"${node.name}"${says && node.text !== node.name ? ` (says "${says}")` : ''}`;
        });
      return `${describe(want)}; the tree's ${want.role} parts: ${held.join(', ') || 'none'}`;
    });
}
