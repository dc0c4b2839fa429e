// Document previews, loaded on demand: a PDF fetched with the reader's token and shown in a frame from a blob:
// URL, a Word (.docx) document rendered to HTML by the server and sanitised here before it reaches the page, and
// for a binary Word (.doc) a note to download it. Every preview is a download on the server (same scope, audited).
import { useEffect, useState } from 'react';
import { Text } from '@herald/ui';
import { API_PREFIX, type ContributionFile } from '@herald/protocol';
import { sessionToken } from '../../session/token';
import { t } from '../../i18n/en';
import * as styles from '../common/page.css';
import { trustedDocument } from '../common/trustedHtml';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'pdf'; url: string }
  | { status: 'html'; html: TrustedHTML | string };

async function fetchWithToken(path: string, signal: AbortSignal): Promise<Response> {
  const token = sessionToken();
  const response = await fetch(`${window.location.origin}${API_PREFIX}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message ?? t.contributions.previewFailed);
  }
  return response;
}

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
    (kind === 'pdf'
      ? fetchWithToken(`${base}?disposition=inline`, controller.signal)
          .then((response) => response.arrayBuffer())
          .then((bytes) => {
            // The type is set here, never taken from the response, so the frame only ever shows a PDF.
            url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
            return { status: 'pdf', url } as const;
          })
      : fetchWithToken(`${base}/preview`, controller.signal)
          .then((response) => response.json() as Promise<{ data?: { html?: unknown } }>)
          .then(({ data }) => ({
            status: 'html' as const,
            html: trustedDocument(typeof data?.html === 'string' ? data.html : ''),
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
