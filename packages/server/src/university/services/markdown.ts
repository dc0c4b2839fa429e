// A small, safe Markdown renderer for event descriptions: everything is escaped first, then paragraphs, line
// breaks, headings (###), lists, **bold**, *emphasis*, `code` and [links](https://…) with http(s) or mailto only.
// No raw HTML ever passes through.

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>')
    .replace(
      /\[([^\]]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)/g,
      '<a href="$2" rel="noopener noreferrer">$1</a>',
    );
}

export function renderMarkdown(source: string): string {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return blocks
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => /^\s*[-*] /.test(line))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^\s*[-*] /, ''))}</li>`).join('')}</ul>`;
      }
      if (lines.every((line) => /^\s*\d+\. /.test(line))) {
        return `<ol>${lines.map((line) => `<li>${inline(line.replace(/^\s*\d+\. /, ''))}</li>`).join('')}</ol>`;
      }
      const heading = /^(#{1,3}) (.+)$/.exec(block);
      if (heading && lines.length === 1) {
        // Descriptions sit under the page's own h1 and h2.
        const level = heading[1]!.length + 2;
        return `<h${level}>${inline(heading[2]!)}</h${level}>`;
      }
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('\n');
}
