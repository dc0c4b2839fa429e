// The student's contribution form: title, summary, documents and images with upload progress, and the terms
// and conditions, accepted in a checkbox after reading them in a dialog.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  FileDrop,
  Stack,
  Text,
  TextArea,
  TextField,
  type FileUpload,
} from '@herald/ui';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES_DEFAULT,
  type Contribution,
} from '@herald/protocol';
import { createContributionFieldsSchema, updateContributionFieldsSchema } from '@herald/protocol/schemas';
import { contributions, uploadContribution } from '../../data/contributions';
import { resources } from '../../data/resources';
import { serverFieldError } from '../../data/http';
import { useQuery } from '../../data/useQuery';
import { t } from '../../i18n/en';
import { FormAlert, PageFrame, QueryView, issuesByField } from '../common/Page';
import * as styles from '../common/page.css';
import { useRouteId } from '../admin/shared';
import { blockedText } from './blocked';

const DOCUMENTS = Object.keys(DOCUMENT_TYPES);
const IMAGES = Object.keys(IMAGE_TYPES);

function TermsDialog() {
  return (
    <Dialog>
      <DialogTrigger>
        <Button variant="ghost" size="sm">
          {t.contributions.readTerms}
        </Button>
      </DialogTrigger>
      <DialogContent title={t.contributions.termsTitle}>
        <Stack gap="sm">
          {t.contributions.termsText.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
        <DialogFooter>
          <DialogClose>
            <Button variant="primary">{t.contributions.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ContributionForm({ eventId, contribution }: { eventId: number; contribution?: Contribution }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(contribution?.title ?? '');
  const [summary, setSummary] = useState(contribution?.summary ?? '');
  const [documents, setDocuments] = useState<File[]>([]);
  const [images, setImages] = useState<File[]>([]);
  const [terms, setTerms] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const fields = {
      title,
      summary,
      ...((terms || !contribution) && { termsAccepted: terms ? 'true' : 'false' }),
    };
    const parsed = contribution
      ? updateContributionFieldsSchema.safeParse(fields)
      : createContributionFieldsSchema.safeParse(fields);
    const found: Record<string, string> = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (!contribution && documents.length === 0) found.documents = t.contributions.chooseDocument;
    if (Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    const form = new FormData();
    form.set('title', title);
    form.set('summary', summary);
    if (terms) form.set('termsAccepted', 'true');
    for (const file of documents) form.append('documents', file);
    for (const file of images) form.append('images', file);
    setProgress(0);
    try {
      const saved = await uploadContribution(
        contribution ? 'PUT' : 'POST',
        contribution ? `/contributions/${contribution.id}` : `/academic-events/${eventId}/contributions`,
        form,
        setProgress,
      );
      await navigate(`/student/event/contribution/${eventId}/detail/${saved.id}`, {
        state: { notice: contribution ? t.contributions.saved : t.contributions.submitted },
      });
    } catch (error) {
      const named = serverFieldError(error, ['title', 'summary', 'termsAccepted', 'documents', 'images']);
      if (named.field) setErrors({ [named.field]: named.message });
      else setFailure(named.message);
      setProgress(undefined);
    }
  }

  const uploads = (files: File[], kind: string): FileUpload[] =>
    files.map((file, index) => ({
      id: `${kind}-${index}-${file.name}`,
      name: file.name,
      status: progress === undefined ? 'done' : progress >= 1 ? 'done' : 'uploading',
      ...(progress !== undefined && { progress: Math.round(progress * 100) }),
    }));

  return (
    <Card>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={contribution?.title ?? t.contributions.create}
      >
        <FormAlert message={failure} />
        <TextField
          label={t.contributions.title}
          isRequired
          value={title}
          onChange={setTitle}
          isInvalid={Boolean(errors.title)}
          errorMessage={errors.title}
        />
        <TextArea
          label={t.contributions.summary}
          rows={5}
          value={summary}
          onChange={setSummary}
          isInvalid={Boolean(errors.summary)}
          errorMessage={errors.summary}
        />
        <FileDrop
          label={t.contributions.documents}
          description={t.contributions.documentsHelp}
          isRequired={!contribution}
          accept={DOCUMENTS}
          multiple
          maxSize={MAX_UPLOAD_BYTES_DEFAULT}
          onSelect={(files) =>
            setDocuments((previous) => [...previous, ...files].slice(0, MAX_FILES_PER_UPLOAD))
          }
          uploads={uploads(documents, 'document')}
          isInvalid={Boolean(errors.documents)}
          errorMessage={errors.documents}
        />
        <FileDrop
          label={t.contributions.images}
          description={t.contributions.imagesHelp}
          accept={IMAGES}
          multiple
          maxSize={MAX_UPLOAD_BYTES_DEFAULT}
          onSelect={(files) =>
            setImages((previous) => [...previous, ...files].slice(0, MAX_FILES_PER_UPLOAD))
          }
          uploads={uploads(images, 'image')}
          isInvalid={Boolean(errors.images)}
          errorMessage={errors.images}
        />
        <Stack gap="xs">
          <Checkbox
            isSelected={terms}
            onChange={setTerms}
            isInvalid={Boolean(errors.termsAccepted)}
            aria-describedby={errors.termsAccepted ? 'terms-error' : undefined}
          >
            {t.contributions.terms}
          </Checkbox>
          {errors.termsAccepted ? (
            <Text id="terms-error" size="sm" tone="danger">
              {errors.termsAccepted}
            </Text>
          ) : null}
          <div>
            <TermsDialog />
          </div>
        </Stack>
        <div>
          <Button type="submit" variant="primary" loading={progress !== undefined}>
            {contribution ? t.contributions.save : t.contributions.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function ContributionCreatePage() {
  const eventId = useRouteId('eventId');
  const event = useQuery(`event/${eventId}`, (signal) =>
    eventId === undefined ? Promise.reject(new Error('Event not found')) : resources.event(eventId, signal),
  );
  const name = event.state.data?.name;
  return (
    <PageFrame
      lead={t.contributions.createLead}
      {...(name && { title: t.contributions.createFor(name) })}
      breadcrumbs={[
        { label: t.events.title, href: '/student/event' },
        ...(name && eventId ? [{ label: name, href: `/student/event/detail/${eventId}` }] : []),
        ...(eventId ? [{ label: t.contributions.mine, href: `/student/event/contribution/${eventId}` }] : []),
        { label: t.contributions.create },
      ]}
    >
      <QueryView query={event}>
        {(data) =>
          data.phase === 'open' ? (
            <ContributionForm eventId={data.id} />
          ) : (
            <Text>{data.phase === 'upcoming' ? t.contributions.upcoming : t.contributions.closedForNew}</Text>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

export function ContributionUpdatePage() {
  const eventId = useRouteId('eventId');
  const id = useRouteId();
  const contribution = useQuery(`contribution/${id}`, (signal) =>
    id === undefined ? Promise.reject(new Error('Contribution not found')) : contributions.one(id, signal),
  );
  const loaded = contribution.state.data;
  return (
    <PageFrame
      lead={t.contributions.updateLead}
      {...(loaded && { title: t.contributions.updateFor(loaded.eventName) })}
      // Three levels: a longer trail wraps at 390 px into lines whose links sit closer than 24 px targets allow.
      breadcrumbs={[
        ...(loaded
          ? [
              { label: loaded.eventName, href: `/student/event/contribution/${loaded.eventId}` },
              {
                label: loaded.title,
                href: `/student/event/contribution/${loaded.eventId}/detail/${loaded.id}`,
              },
            ]
          : []),
        { label: t.contributions.update },
      ]}
    >
      <QueryView query={contribution}>
        {(data) =>
          data.can.update ? (
            <ContributionForm eventId={eventId ?? data.eventId} contribution={data} />
          ) : (
            <Text>{blockedText('update', data) ?? t.contributions.finalClosed}</Text>
          )
        }
      </QueryView>
    </PageFrame>
  );
}
