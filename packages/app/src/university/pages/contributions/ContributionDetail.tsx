// One contribution: its files (images shown, documents to download), earlier versions, the status timeline
// and the comment thread; for the faculty's coordinator, the review (comment, status, selection).
import { lazy, Suspense, useState, type FormEvent, type Key } from 'react';
import {
  Button,
  Card,
  Grid,
  Heading,
  Inline,
  Select,
  SelectItem,
  Stack,
  Switch,
  Text,
  TextArea,
} from '@herald/ui';
import {
  CONTRIBUTION_TRANSITIONS,
  type Contribution,
  type ContributionFile,
  type ContributionStatus,
} from '@herald/protocol';
import { commentBodySchema, statusBodySchema } from '@herald/protocol/schemas';
import { contributions, imageDataUrl } from '../../data/contributions';
import { messageOf, serverFieldError } from '../../../shared/data/http';
import { payloadId } from '../../../shared/data/live';
import { useQuery, type QueryResult } from '../../../shared/data/useQuery';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import { pageLocale } from '../../../shared/i18n/locale';
import {
  Details,
  FormAlert,
  FormStatus,
  PageFrame,
  QueryView,
  issuesByField,
} from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import * as styles from '../../../shared/pages/common/page.css';
import { useNotice } from '../admin/AccountDetailPage';
import { useRouteId } from '../admin/shared';
import { downloadFile } from './download';
import { blockedText } from './blocked';

function sizeText(bytes: number): string {
  return new Intl.NumberFormat(pageLocale(), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, bytes / 1024));
}

function ImagePreview({ contributionId, file }: { contributionId: number; file: ContributionFile }) {
  const image = useQuery(`image/${file.id}`, (signal) => imageDataUrl(contributionId, file.id, signal));
  const url = image.state.data;
  return url ? <img src={url} alt={t.contributions.preview(file.name)} className={styles.preview} /> : null;
}

// PDF frames, Word rendering and its sanitiser load only when a reader opens a preview.
const DocumentPreview = lazy(async () => ({
  default: (await import('./DocumentPreview')).DocumentPreview,
}));

function FileRow({ contributionId, file }: { contributionId: number; file: ContributionFile }) {
  const [failure, setFailure] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  return (
    <li>
      <Stack gap="xs">
        <Inline gap="sm" alignY="center" wrap>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t.contributions.download(file.name)}
            onClick={() =>
              downloadFile(`/contributions/${contributionId}/files/${file.id}`, file.name).catch(
                (error: unknown) => setFailure(messageOf(error)),
              )
            }
          >
            {file.name}
          </Button>
          {file.kind === 'document' ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={previewing}
              onClick={() => setPreviewing((open) => !open)}
            >
              {previewing ? t.contributions.hidePreview(file.name) : t.contributions.showPreview(file.name)}
            </Button>
          ) : null}
          <Text as="span" size="sm" tone="secondary">
            {t.contributions.version(file.version)} · {sizeText(file.size)} · {formatDateTime(file.createdAt)}
          </Text>
        </Inline>
        {/* A preview sits under its own file's name, as a document's does. */}
        {file.kind === 'image' ? <ImagePreview contributionId={contributionId} file={file} /> : null}
        {previewing ? (
          <Suspense fallback={<Text tone="secondary">{t.contributions.previewLoading}</Text>}>
            <DocumentPreview contributionId={contributionId} file={file} />
          </Suspense>
        ) : null}
        {failure ? (
          <Text size="sm" tone="danger" role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}

function Files({ contribution }: { contribution: Contribution }) {
  const files = useQuery(`files/${contribution.id}/${contribution.updatedAt}`, (signal) =>
    contributions.files(contribution.id, signal),
  );
  return (
    <Card>
      <Stack gap="md">
        <Heading level={2} size="md">
          {t.contributions.files}
        </Heading>
        <QueryView query={files}>
          {(list) => {
            const current = list.filter((file) => file.supersededAt === null);
            const earlier = list.filter((file) => file.supersededAt !== null);
            return (
              <Stack gap="md">
                <Stack as="ul" gap="md" className={styles.plainList}>
                  {current.map((file) => (
                    <FileRow key={file.id} contributionId={contribution.id} file={file} />
                  ))}
                </Stack>
                {earlier.length > 0 ? (
                  <Stack gap="sm">
                    <Heading level={3} size="sm">
                      {t.contributions.versions}
                    </Heading>
                    <Stack as="ul" gap="sm" className={styles.plainList}>
                      {earlier.map((file) => (
                        <FileRow key={file.id} contributionId={contribution.id} file={file} />
                      ))}
                    </Stack>
                  </Stack>
                ) : null}
              </Stack>
            );
          }}
        </QueryView>
      </Stack>
    </Card>
  );
}

function Timeline({ contribution }: { contribution: Contribution }) {
  const history = useQuery(
    `history/${contribution.id}/${contribution.updatedAt}/${contribution.status}`,
    (signal) => contributions.history(contribution.id, signal),
  );
  return (
    <Card>
      <Stack gap="md">
        <Heading level={2} size="md">
          {t.contributions.timeline}
        </Heading>
        <QueryView query={history}>
          {(data) => (
            <Stack as="ol" gap="sm" className={styles.plainList}>
              {data.history.map((change, index) => (
                <li key={`${change.at}-${index}`}>
                  <Text weight="medium">{t.contributions.statuses[change.to]}</Text>
                  <Text size="sm" tone="secondary">
                    {formatDateTime(change.at)} · {change.actorName}
                  </Text>
                  {change.note ? <Text size="sm">{change.note}</Text> : null}
                </li>
              ))}
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Card>
  );
}

function Comments({ contribution, onChange }: { contribution: Contribution; onChange: () => void }) {
  const comments = useQuery(`comments/${contribution.id}/${contribution.commentCount}`, (signal) =>
    contributions.comments(contribution.id, signal),
  );
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(undefined);
    const parsed = commentBodySchema.safeParse({ body });
    if (!parsed.success) return setError(issuesByField(parsed.error.issues).body);
    setError(undefined);
    setPending(true);
    try {
      await contributions.comment(contribution.id, parsed.data.body);
      setBody('');
      setSent(t.contributions.commentSent);
      comments.retry();
      onChange();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <Stack gap="md">
        <Heading level={2} size="md">
          {t.contributions.comments}
        </Heading>
        <QueryView query={comments}>
          {(list) =>
            list.length === 0 ? (
              <Text tone="secondary">{t.contributions.noComments}</Text>
            ) : (
              <Stack as="ol" gap="md" className={styles.plainList}>
                {list.map((comment) => (
                  <li key={comment.id}>
                    <Text size="sm" weight="medium">
                      {comment.authorName}{' '}
                      <Text as="span" size="sm" tone="secondary">
                        {formatDateTime(comment.createdAt)}
                      </Text>
                    </Text>
                    <Text className={styles.prose}>{comment.body}</Text>
                  </li>
                ))}
              </Stack>
            )
          }
        </QueryView>
        {contribution.can.comment ? (
          <form className={styles.form} onSubmit={submit} noValidate aria-label={t.contributions.addComment}>
            <TextArea
              label={t.contributions.addComment}
              rows={3}
              value={body}
              onChange={setBody}
              isInvalid={Boolean(error)}
              errorMessage={error}
            />
            <div>
              <Button type="submit" variant="primary" loading={pending}>
                {t.contributions.send}
              </Button>
            </div>
            <FormStatus message={sent} />
          </form>
        ) : blockedText('comment', contribution) ? (
          <Text tone="secondary">{blockedText('comment', contribution)}</Text>
        ) : null}
      </Stack>
    </Card>
  );
}

// The note as the status route checks it: trimmed, and no longer than the schema's limit.
const noteSchema = statusBodySchema.shape.note.unwrap();
const NOTE_MAX_LENGTH = noteSchema.maxLength ?? Infinity;

function Review({ query }: { query: QueryResult<Contribution> }) {
  const contribution = query.state.data!;
  const next = CONTRIBUTION_TRANSITIONS[contribution.status];
  // No status is chosen in advance: a stray Apply changes nothing, it asks for a choice.
  const [status, setStatus] = useState<ContributionStatus>();
  const [statusError, setStatusError] = useState<string>();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<Contribution>, message: string) {
    setFailure(undefined);
    setDone(undefined);
    setPending(true);
    try {
      query.set(await action());
      setDone(message);
      setNote('');
    } catch (error) {
      // The server names the note when it refuses it; that shows beside the field.
      const named = serverFieldError(error, ['note']);
      if (named.field) setNoteError(named.message);
      else setFailure(named.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card tone="brand">
      <Stack gap="md">
        <Heading level={2} size="md">
          {t.contributions.review}
        </Heading>
        <FormAlert message={failure} />
        {contribution.can.review && next.length > 0 ? (
          <form
            className={styles.form}
            aria-label={t.contributions.changeStatus}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setStatusError(status ? undefined : t.contributions.chooseStatus);
              const checked = noteSchema.safeParse(note);
              setNoteError(checked.success ? undefined : t.contributions.noteTooLong(NOTE_MAX_LENGTH));
              if (!status || !checked.success) return;
              void run(async () => {
                const changed = await contributions.setStatus(contribution.id, status, note);
                setStatus(undefined);
                return changed;
              }, t.contributions.statusChanged);
            }}
          >
            <Select
              label={t.contributions.changeStatus}
              placeholder={t.contributions.chooseStatus}
              selectedKey={status ?? null}
              isInvalid={Boolean(statusError)}
              errorMessage={statusError}
              onSelectionChange={(key: Key | null) => {
                setStatus(key === null ? undefined : (key as ContributionStatus));
                setStatusError(undefined);
              }}
            >
              {next.map((value) => (
                <SelectItem key={value}>{t.contributions.statuses[value]}</SelectItem>
              ))}
            </Select>
            <TextArea
              label={t.contributions.note}
              rows={2}
              value={note}
              onChange={(value) => {
                setNote(value);
                setNoteError(undefined);
              }}
              isInvalid={Boolean(noteError)}
              errorMessage={noteError}
            />
            <div>
              <Button type="submit" variant="primary" loading={pending}>
                {t.contributions.apply}
              </Button>
            </div>
          </form>
        ) : blockedText('review', contribution) ? (
          <Text tone="secondary">{blockedText('review', contribution)}</Text>
        ) : null}
        {contribution.can.select || contribution.selected ? (
          <Switch
            isSelected={contribution.selected}
            isDisabled={!contribution.can.select || pending}
            onChange={(on) =>
              void run(() => contributions.select(contribution.id, on), t.contributions.selectionSaved)
            }
          >
            {t.contributions.selectLabel}
          </Switch>
        ) : null}
        {blockedText('select', contribution) ? (
          <Text tone="secondary" size="sm">
            {blockedText('select', contribution)}
          </Text>
        ) : null}
        <FormStatus message={done} />
      </Stack>
    </Card>
  );
}

export function ContributionDetailPage({
  listHref,
  editHref,
  review = false,
  published = false,
}: {
  listHref: (contribution: Contribution) => string;
  editHref?: (contribution: Contribution) => string;
  review?: boolean;
  /** Published work as readers outside the review see it: no thread, no history. */
  published?: boolean;
}) {
  const id = useRouteId();
  const notice = useNotice();
  // A comment, a status change or a selection notified while the page is open shows without a reload; the
  // thread, the files and the history follow the contribution's new version.
  const query = useQuery(
    `contribution/${id}`,
    (signal) =>
      id === undefined ? Promise.reject(new Error('Contribution not found')) : contributions.one(id, signal),
    { refreshOn: (message) => payloadId(message, 'contributionId') === id },
  );
  const data = query.state.data;
  return (
    <PageFrame
      {...(data && { title: data.title })}
      {...(data && {
        breadcrumbs: [{ label: data.eventName, href: listHref(data) }, { label: data.title }],
      })}
      actions={
        data && editHref && data.can.update ? (
          <TextLink action href={editHref(data)}>
            {t.common.edit}
          </TextLink>
        ) : null
      }
    >
      <FormStatus message={notice} />
      {data && editHref && blockedText('update', data) ? (
        <Text tone="secondary">{blockedText('update', data)}</Text>
      ) : null}
      <QueryView query={query}>
        {(contribution) => (
          <Grid columns={{ mobile: 1, desktop: 2 }} gap="md">
            <Stack gap="md">
              <Card>
                <Stack gap="sm">
                  {contribution.summary ? <Text className={styles.prose}>{contribution.summary}</Text> : null}
                  <Details
                    items={[
                      [t.contributions.student, contribution.studentName],
                      [t.contributions.event, contribution.eventName],
                      [t.contributions.status, t.contributions.statuses[contribution.status]],
                      [
                        t.contributions.selected,
                        contribution.selected
                          ? t.contributions.selectedForPublication
                          : t.contributions.notSelected,
                      ],
                      [t.contributions.submittedAt, formatDateTime(contribution.createdAt)],
                      [t.contributions.updatedAt, formatDateTime(contribution.updatedAt)],
                    ]}
                  />
                </Stack>
              </Card>
              {review ? <Review query={query} /> : null}
              <Files contribution={contribution} />
            </Stack>
            {published ? null : (
              <Stack gap="md">
                <Comments contribution={contribution} onChange={query.retry} />
                <Timeline contribution={contribution} />
              </Stack>
            )}
          </Grid>
        )}
      </QueryView>
    </PageFrame>
  );
}
