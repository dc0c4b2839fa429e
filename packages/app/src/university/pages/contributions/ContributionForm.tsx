// The student's contribution form: title, summary, documents and images, and the terms and conditions, accepted
// in a checkbox after reading them in a dialog. A chosen file is ready to upload (and can be removed) until the
// form is sent; a file of another type or over the server's limit is refused on choosing, with the reason beside
// the field; while the form is sent each file shows its own progress.
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
  formatFileSize,
  Stack,
  Text,
  TextArea,
  TextField,
  type FileDropLabels,
  type FileUpload,
} from '@herald/ui';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES_DEFAULT,
  UNIVERSITY_LINKS,
  type Contribution,
} from '@herald/protocol';
import { createContributionFieldsSchema, updateContributionFieldsSchema } from '@herald/protocol/schemas';
import { contributions, uploadContribution } from '../../data/contributions';
import { resources } from '../../data/resources';
import { serverFieldError } from '../../../shared/data/http';
import { useQuery } from '../../../shared/data/useQuery';
import { t } from '../../../shared/i18n/en';
import { FormAlert, PageFrame, QueryView, issuesByField } from '../../../shared/pages/common/Page';
import * as styles from '../../../shared/pages/common/page.css';
import { useRouteId } from '../admin/shared';
import { useInstitution } from '../../shell/shell-data';
import { blockedText } from './blocked';
import { progressPerFile } from './upload-progress';

/** The student's pages, as the protocol declares them (decision 0046). */
const links = UNIVERSITY_LINKS.student;

const DOCUMENTS = Object.keys(DOCUMENT_TYPES);
const IMAGES = Object.keys(IMAGE_TYPES);

/** A file chosen for the form, with a key that stays while others are removed. */
interface ChosenFile {
  id: string;
  file: File;
}

let chosenCount = 0;
const choose = (kind: string) => (file: File) => ({ id: `${kind}-${++chosenCount}`, file });

/** The kit's file field in the form's words; `notOfType` says which files the field takes. */
function fileLabels(notOfType: (name: string) => string): Partial<FileDropLabels> {
  return {
    ready: t.contributions.readyToUpload,
    done: t.contributions.uploaded,
    remove: t.contributions.removeFile,
    removeText: t.contributions.remove,
    rejected: (name, reason, { size, maxSize }) =>
      reason === 'type' || maxSize === undefined
        ? notOfType(name)
        : t.contributions.tooLarge(name, formatFileSize(size), formatFileSize(maxSize)),
  };
}
const DOCUMENT_LABELS = fileLabels((name) => t.contributions.notADocument(name, DOCUMENTS.join(', ')));
const IMAGE_LABELS = fileLabels((name) => t.contributions.notAnImage(name, IMAGES.join(', ')));

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
  const maxUploadBytes = useInstitution()?.maxUploadBytes ?? MAX_UPLOAD_BYTES_DEFAULT;
  const [documents, setDocuments] = useState<ChosenFile[]>([]);
  const [images, setImages] = useState<ChosenFile[]>([]);
  const [terms, setTerms] = useState(false);
  /** Each file's share sent, by its id, while the form is being sent. */
  const [progress, setProgress] = useState<Record<string, number>>();
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
    for (const { file } of documents) form.append('documents', file);
    for (const { file } of images) form.append('images', file);
    // The body holds the files in this order, so each file's progress is read from the bytes sent.
    const sent = [...documents, ...images];
    const fractions = (loaded: number, total: number) => {
      const shares = progressPerFile(
        sent.map(({ file }) => file.size),
        loaded,
        total,
      );
      return Object.fromEntries(sent.map(({ id }, index) => [id, shares[index] ?? 0]));
    };
    setProgress(fractions(0, 1));
    try {
      const saved = await uploadContribution(
        contribution ? 'PUT' : 'POST',
        contribution ? `/contributions/${contribution.id}` : `/academic-events/${eventId}/contributions`,
        form,
        (loaded, total) => setProgress(fractions(loaded, total)),
      );
      await navigate(links.contribution(eventId, saved.id), {
        state: { notice: contribution ? t.contributions.saved : t.contributions.submitted },
      });
    } catch (error) {
      const named = serverFieldError(error, ['title', 'summary', 'termsAccepted', 'documents', 'images']);
      if (named.field) setErrors({ [named.field]: named.message });
      else setFailure(named.message);
      setProgress(undefined);
    }
  }

  // Ready until the form is sent; then each file on its way with its own share, and sent when all of it is.
  const uploads = (files: ChosenFile[]): FileUpload[] =>
    files.map(({ id, file }) => {
      const share = progress?.[id];
      if (share === undefined) return { id, name: file.name, status: 'ready' };
      return share >= 1
        ? { id, name: file.name, status: 'done' }
        : { id, name: file.name, status: 'uploading', progress: Math.floor(share * 100) };
    });
  const without = (id: string) => (files: ChosenFile[]) => files.filter((chosen) => chosen.id !== id);

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
          description={t.contributions.documentsHelp(formatFileSize(maxUploadBytes))}
          isRequired={!contribution}
          accept={DOCUMENTS}
          multiple
          maxSize={maxUploadBytes}
          isDisabled={progress !== undefined}
          labels={DOCUMENT_LABELS}
          onSelect={(files) =>
            setDocuments((previous) =>
              [...previous, ...files.map(choose('document'))].slice(0, MAX_FILES_PER_UPLOAD),
            )
          }
          onRemove={(id) => setDocuments(without(id))}
          uploads={uploads(documents)}
          isInvalid={Boolean(errors.documents)}
          errorMessage={errors.documents}
        />
        <FileDrop
          label={t.contributions.images}
          description={t.contributions.imagesHelp(formatFileSize(maxUploadBytes))}
          accept={IMAGES}
          multiple
          maxSize={maxUploadBytes}
          isDisabled={progress !== undefined}
          labels={IMAGE_LABELS}
          onSelect={(files) =>
            setImages((previous) =>
              [...previous, ...files.map(choose('image'))].slice(0, MAX_FILES_PER_UPLOAD),
            )
          }
          onRemove={(id) => setImages(without(id))}
          uploads={uploads(images)}
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
        { label: t.events.title, href: links.events() },
        ...(name && eventId ? [{ label: name, href: links.event(eventId) }] : []),
        ...(eventId ? [{ label: t.contributions.mine, href: links.contributions(eventId) }] : []),
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
              { label: loaded.eventName, href: links.contributions(loaded.eventId) },
              {
                label: loaded.title,
                href: links.contribution(loaded.eventId, loaded.id),
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
