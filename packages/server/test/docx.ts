// Word documents built for tests: the three parts a .docx needs, and a body of ordinary numbered paragraphs of
// the size asked for (varied words, so it packs about 35:1 like real text and passes every archive limit).
import { ZipFile } from 'yazl';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const WORDS = ['night', 'train', 'station', 'platform', 'signal', 'lantern', 'carriage', 'ticket', 'journey'];

/** `word/document.xml` with `body` (WordprocessingML paragraphs) as its body. */
export const documentXml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body}</w:body></w:document>`;

/** Numbered paragraphs of a dozen words each, `bytes` long or a paragraph more. */
export function paragraphs(bytes: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let n = 1; length < bytes; n += 1) {
    const words = Array.from({ length: 12 }, (_, k) => WORDS[(n * 7 + k * 13 + (n >> 3)) % WORDS.length]);
    const paragraph = `<w:p><w:r><w:t>${n} ${words.join(' ')}</w:t></w:r></w:p>`;
    parts.push(paragraph);
    length += paragraph.length;
  }
  return parts.join('');
}

/** A ZIP archive of text entries (name → text), as a Word document or any other archive is laid out. */
export function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A .docx of `body`, with more parts (name → text) if given. */
export function docxOf(body: string, parts: Record<string, string> = {}): Promise<Buffer> {
  return zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': RELS,
    'word/document.xml': documentXml(body),
    ...parts,
  });
}
