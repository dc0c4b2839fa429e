// Bounded work for archives (a .docx is a ZIP): before anything unpacks one into memory, its directory is read and
// checked against limits on the number of entries, each entry's compression ratio and the total unpacked size, and
// then every entry is inflated as a stream that is thrown away, so an entry that unpacks to more than it declares
// stops at once (yauzl checks the declared size as it goes). A 2 MB document that expands to gigabytes is refused
// after a few megabytes of work and no memory to speak of.
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export const ARCHIVE_LIMITS = {
  /** Entries in one archive; a long Word document has a few dozen. */
  entries: 2_000,
  /** Bytes all entries unpack to, together. */
  totalBytes: 64 * 1024 * 1024,
  /** Unpacked bytes per packed byte of one entry, past its first megabyte (XML packs about 10:1). */
  ratio: 100,
} as const;

export class ArchiveLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveLimitError';
  }
}

const open = (buffer: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** Reads every entry of `zip` in turn, handing each to `visit`. */
function eachEntry(zip: ZipFile, visit: (entry: Entry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error);
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      visit(entry).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

function inflateAndDiscard(zip: ZipFile, entry: Entry): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(bytes));
    });
  });
}

/**
 * Resolves when the archive in `buffer` stays within `limits`; rejects with an `ArchiveLimitError` naming the
 * limit otherwise, or with yauzl's error for an archive that is not a readable ZIP.
 */
export async function checkArchive(
  buffer: Buffer,
  limits: {
    entries: number;
    totalBytes: number;
    ratio: number;
    /** Bytes the XML parts (`.xml`, `.rels`) unpack to, together: what a converter parses. */
    xmlBytes?: number;
  } = ARCHIVE_LIMITS,
): Promise<void> {
  const zip = await open(buffer);
  if (zip.entryCount > limits.entries) {
    zip.close();
    throw new ArchiveLimitError(`The archive has more than ${limits.entries} entries`);
  }
  let declared = 0;
  let xml = 0;
  let inflated = 0;
  await eachEntry(zip, async (entry) => {
    declared += entry.uncompressedSize;
    if (declared > limits.totalBytes) {
      throw new ArchiveLimitError(`The archive unpacks to more than ${limits.totalBytes} bytes`);
    }
    // Every XML part counts, not only word/document.xml: the main part can be renamed through _rels/.rels.
    if (/\.(xml|rels)$/i.test(entry.fileName)) xml += entry.uncompressedSize;
    if (limits.xmlBytes !== undefined && xml > limits.xmlBytes) {
      throw new ArchiveLimitError(
        `Its text unpacks to more than ${Math.round(limits.xmlBytes / (1024 * 1024))} MB`,
      );
    }
    const allowance = 1024 * 1024 + limits.ratio * entry.compressedSize;
    if (entry.uncompressedSize > allowance) {
      throw new ArchiveLimitError('An entry of the archive is compressed beyond any document');
    }
    if (entry.fileName.endsWith('/')) return;
    // The stream stops with an error past the declared size, so this never reads more than was checked above.
    inflated += await inflateAndDiscard(zip, entry);
  });
  if (inflated > limits.totalBytes) {
    throw new ArchiveLimitError(`The archive unpacks to more than ${limits.totalBytes} bytes`);
  }
}
