// The administrators' outbox: the mail the server sent to the university's accounts, or kept when no mail server
// is set up, with a re-send for each. Never a body or a link: a password link is re-sent as a new one.
import { useState } from 'react';
import { ApiError } from '@herald/notification-machine';
import { Button, EmptyState, Stack, Table, Text, type TableColumn } from '@herald/ui';
import type { OutboxMail } from '@herald/protocol';
import { messageOf } from '../../../shared/data/http';
import { resources } from '../../data/resources';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import { ErrorState, FormAlert, FormStatus, NewerOlder, PageFrame } from '../../../shared/pages/common/Page';

const OUTBOX_PAGE_SIZE = 10;

function ResendButton({
  mail,
  onResult,
}: {
  mail: OutboxMail;
  onResult: (result: { done: string } | { failed: string }) => void;
}) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resources.resendMail(mail._id);
      onResult({
        done: mail.kind === 'account-link' ? t.outbox.resentLink(mail.to) : t.outbox.resent(mail.to),
      });
    } catch (error) {
      onResult({ failed: t.outbox.resendFailed(mail.to, messageOf(error)) });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t.outbox.resendTo(mail.to, mail.subject)}
      disabled={sending}
      onClick={() => void resend()}
    >
      {sending ? t.outbox.resending : t.outbox.resend}
    </Button>
  );
}

function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 403;
}

export default function OutboxPage() {
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<{ done: string } | { failed: string }>();
  const outbox = useQuery(`outbox?page=${page}`, (signal) =>
    resources.outbox({ page, limit: OUTBOX_PAGE_SIZE }, signal),
  );
  const { state } = outbox;

  const onResult = (next: { done: string } | { failed: string }) => {
    setResult(next);
    // A notification's copy is listed at once; a new password link once the server has sent it.
    if ('done' in next) outbox.retry();
  };

  const columns: TableColumn<OutboxMail>[] = [
    { key: 'to', header: t.outbox.to, rowHeader: true, cell: (mail) => mail.to },
    {
      key: 'subject',
      header: t.outbox.subject,
      cell: (mail) => (
        <Stack gap="xs">
          <span>{mail.subject}</span>
          <Text size="sm" tone="secondary">
            {t.outbox.kinds[mail.kind]}
          </Text>
        </Stack>
      ),
    },
    { key: 'at', header: t.outbox.at, cell: (mail) => formatDateTime(mail.createdAt) },
    {
      key: 'status',
      header: t.outbox.status,
      cell: (mail) => t.outbox.statuses[mail.status] ?? mail.status,
    },
    {
      key: 'actions',
      header: t.common.actions,
      cell: (mail) => <ResendButton mail={mail} onResult={onResult} />,
    },
  ];

  return (
    <PageFrame lead={t.outbox.lead}>
      <FormStatus message={result && 'done' in result ? result.done : undefined} />
      <FormAlert message={result && 'failed' in result ? result.failed : undefined} />
      {state.status === 'error' && isRefusal(state.error) ? (
        // A refusal (production without a mail server) stays the same on a retry: only its reason is shown.
        <EmptyState title={t.outbox.notReadable} description={messageOf(state.error)} headingLevel={2} />
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={outbox.retry} />
      ) : (
        <Stack gap="sm">
          <Table
            caption={t.outbox.caption}
            hideCaption
            columns={columns}
            rows={state.data?.data ?? []}
            getRowId={(mail) => mail._id}
            loading={state.status === 'loading'}
            emptyState={
              <EmptyState title={t.outbox.empty} description={t.outbox.emptyHelp} headingLevel={2} />
            }
          />
          <NewerOlder page={page} hasMore={Boolean(state.data?.hasMore)} onPage={setPage} />
        </Stack>
      )}
    </PageFrame>
  );
}
