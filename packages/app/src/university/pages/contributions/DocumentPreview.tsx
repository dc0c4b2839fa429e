// Document previews, loaded on demand: a PDF fetched with the reader's token and shown in a frame from a blob:
// URL, a Word (.docx) document rendered to HTML by the server and sanitised here before it reaches the page, and
// for a binary Word (.doc) a note to download it. Every preview is a download on the server (same scope, audited).
import { useEffect, useState } from 'react';
import { Text } from '@herald/ui';
import type { ContributionFile } from '@herald/protocol';
import { requestFile } from '../../../shared/data/files';
import { session } from '../../../shared/data/http';
import { t } from '../../../shared/i18n/en';
import * as styles from '../../../shared/pages/common/page.css';
import { trustedDocument } from '../../../shared/pages/common/trustedHtml';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'pdf'; url: string }
  | { status: 'html'; html: TrustedHTML | string };

/** The server's rendering of a Word document: its HTML, or nothing to show. */
const previewHtml = { parse: (data: unknown) => (data as { html?: unknown } | undefined)?.html };

/** Whether a document has a preview at all: PDF and Word (.docx); a binary .doc has none. */
export function previewKind(file: ContributionFile): 'pdf' | 'docx' | 'none' {
  if (file.mimeType === 'application/pdf') return 'pdf';
  if (file.mimeType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return 'docx';
  return 'none';
}

export function DocumentPreview({
  contributionId,
  file,
}: {
  contributionId: number;
  file: ContributionFile;
}) {
  const kind = previewKind(file);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (kind === 'none') return;
    const controller = new AbortController();
    let url: string | undefined;
    const base = `/contributions/${contributionId}/files/${file.id}`;
    const { signal } = controller;
    (kind === 'pdf'
      ? requestFile(base, { query: { disposition: 'inline' }, signal }).then((bytes) => {
          // The type is set here, never taken from the response, so the frame only ever shows a PDF.
          url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
          return { status: 'pdf', url } as const;
        })
      : session.request('GET', `${base}/preview`, { schema: previewHtml, signal }).then((html) => ({
          status: 'html' as const,
          html: trustedDocument(typeof html === 'string' ? html : ''),
        }))
    ).then(setState, (error: unknown) => {
      if (!controller.signal.aborted)
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : t.contributions.previewFailed,
        });
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [contributionId, file.id, kind]);

  if (kind === 'none') return <Text tone="secondary">{t.contributions.noPreview}</Text>;
  if (state.status === 'loading')
    return (
      <Text tone="secondary" role="status">
        {t.contributions.previewLoading}
      </Text>
    );
  if (state.status === 'error')
    return (
      <Text tone="danger" role="alert">
        {state.message}
      </Text>
    );
  if (state.status === 'pdf')
    return (
      <iframe className={styles.documentFrame} src={state.url} title={t.contributions.preview(file.name)} />
    );
  return (
    <div
      className={styles.documentHtml}
      role="document"
      aria-label={t.contributions.preview(file.name)}
      // Sanitised and signed above with DOMPurify (trustedDocument); the server renders with mammoth, which escapes the document's text.
      dangerouslySetInnerHTML={{ __html: state.html }}
    />
  );
}
