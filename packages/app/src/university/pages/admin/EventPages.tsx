// Events: the list (server filters by faculty and academic year, search and sort in the page), create and
// update with the three dates in the event's own time zone, and detail with its phase and description.
import { useMemo, useState, type FormEvent, type Key } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Button,
  Card,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  EmptyState,
  Select,
  SelectItem,
  Stack,
  Table,
  TextArea,
  TextField,
  type TableColumn,
} from '@herald/ui';
import {
  getLocalTimeZone,
  now as zonedNow,
  parseAbsolute,
  toCalendarDateTime,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';
import { UNIVERSITY_LINKS, timeZones, type Event } from '@herald/protocol';
import { eventBodySchema, updateEventBodySchema } from '@herald/protocol/schemas';
import { resources } from '../../data/resources';
import { serverFieldError } from '../../../shared/data/http';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import {
  Details,
  ErrorState,
  FormAlert,
  FormStatus,
  PageFrame,
  QueryView,
  issuesByField,
} from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import * as styles from '../../../shared/pages/common/page.css';
import { useNotice } from './AccountDetailPage';
import { FacultiesLoadFailure, FacultySelect, numberKey, useFaculties, useRouteId } from './shared';
import { trustedDescription } from '../../../shared/pages/common/trustedHtml';

/** The administrators' pages, as the protocol declares them (decision 0046). */
const links = UNIVERSITY_LINKS.admin;

const COLUMNS: TableColumn<Event>[] = [
  {
    key: 'name',
    header: t.events.name,
    rowHeader: true,
    sortValue: (event) => event.name,
    cell: (event) => <TextLink href={links.event(event.id)}>{event.name}</TextLink>,
  },
  { key: 'faculty', header: t.events.faculty, sortValue: (e) => e.facultyName, cell: (e) => e.facultyName },
  {
    key: 'year',
    header: t.events.academicYear,
    sortValue: (e) => e.academicYear,
    cell: (e) => e.academicYear,
  },
  { key: 'phase', header: t.events.phase, cell: (event) => t.events.phases[event.phase] },
  {
    key: 'opening',
    header: t.events.openingDate,
    sortValue: (event) => event.openingDate,
    cell: (event) => formatDateTime(event.openingDate, event.timeZone),
  },
  {
    key: 'closure',
    header: t.events.closureDate,
    sortValue: (event) => event.closureDate,
    cell: (event) => formatDateTime(event.closureDate, event.timeZone),
  },
];

/** The academic years around today, for the filter. */
function academicYears(today = new Date()): string[] {
  const year = today.getFullYear();
  return Array.from({ length: 6 }, (_, index) => year + 1 - index).map((first) => `${first}-${first + 1}`);
}

export function EventListPage() {
  const [params, setParams] = useSearchParams();
  const facultyId = numberKey(params.get('faculty'));
  const academicYear = params.get('year') ?? undefined;
  const filter = {
    ...(facultyId !== undefined && { facultyId }),
    ...(academicYear && /^\d{4}-\d{4}$/.test(academicYear) && { academicYear }),
  };
  const events = useQuery(`events?${JSON.stringify(filter)}`, (signal) => resources.events(filter, signal));
  const faculties = useFaculties();
  const [search, setSearch] = useState('');
  const { state } = events;
  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const all = state.data ?? [];
    return needle ? all.filter((event) => event.name.toLocaleLowerCase().includes(needle)) : all;
  }, [state.data, search]);

  function update(name: string, value: string | undefined) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  }

  return (
    <PageFrame
      lead={t.events.lead}
      actions={
        <TextLink action href={links.eventCreate()}>
          {t.events.create}
        </TextLink>
      }
    >
      <div className={styles.filters} role="search" aria-label={t.events.searchLabel}>
        <TextField type="search" label={t.events.searchLabel} value={search} onChange={setSearch} />
        <Select
          label={t.events.faculty}
          selectedKey={facultyId !== undefined ? String(facultyId) : 'any'}
          onSelectionChange={(key: Key | null) => update('faculty', key === 'any' ? undefined : String(key))}
        >
          {[
            <SelectItem key="any">{t.events.anyFaculty}</SelectItem>,
            ...(faculties.state.data ?? []).map((faculty) => (
              <SelectItem key={String(faculty.id)}>{faculty.name}</SelectItem>
            )),
          ]}
        </Select>
        <Select
          label={t.events.academicYear}
          selectedKey={filter.academicYear ?? 'any'}
          onSelectionChange={(key: Key | null) => update('year', key === 'any' ? undefined : String(key))}
        >
          {[
            <SelectItem key="any">{t.events.anyYear}</SelectItem>,
            ...academicYears().map((year) => <SelectItem key={year}>{year}</SelectItem>),
          ]}
        </Select>
      </div>
      <FacultiesLoadFailure faculties={faculties} />
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={events.retry} />
      ) : (
        <Table
          caption={t.events.caption}
          hideCaption
          columns={COLUMNS}
          rows={rows}
          getRowId={(event) => String(event.id)}
          loading={state.status === 'loading'}
          emptyState={<EmptyState title={t.events.emptyTitle} description={t.events.emptyText} />}
        />
      )}
    </PageFrame>
  );
}

type DateField = 'openingDate' | 'closureDate' | 'finalClosureDate';

function defaultDates(timeZone: string): Record<DateField, ZonedDateTime> {
  const start = zonedNow(timeZone).set({ second: 0, millisecond: 0 });
  return {
    openingDate: start,
    closureDate: start.add({ days: 30 }),
    finalClosureDate: start.add({ days: 44 }),
  };
}

function currentAcademicYear(today = new Date()): string {
  // Academic years start in September.
  const first = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return `${first}-${first + 1}`;
}

const ZONES = timeZones().map((zone) => ({ id: zone }));

function EventForm({ event }: { event?: Event }) {
  const navigate = useNavigate();
  const faculties = useFaculties();
  const [name, setName] = useState(event?.name ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [facultyId, setFacultyId] = useState<number | undefined>(event?.facultyId);
  const [academicYear, setAcademicYear] = useState(event?.academicYear ?? currentAcademicYear());
  const [timeZone, setTimeZone] = useState(event?.timeZone ?? getLocalTimeZone());
  const [dates, setDates] = useState<Record<DateField, ZonedDateTime | null>>(() =>
    event
      ? {
          openingDate: parseAbsolute(event.openingDate, event.timeZone),
          closureDate: parseAbsolute(event.closureDate, event.timeZone),
          finalClosureDate: parseAbsolute(event.finalClosureDate, event.timeZone),
        }
      : defaultDates(timeZone),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  function changeZone(key: Key | null) {
    if (typeof key !== 'string') return;
    setTimeZone(key);
    // The dates keep their wall-clock time in the new zone.
    setDates((previous) => {
      const next = { ...previous };
      for (const field of Object.keys(next) as DateField[]) {
        const value = next[field];
        next[field] = value ? toZoned(toCalendarDateTime(value), key) : null;
      }
      return next;
    });
  }

  async function submit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    setFailure(undefined);
    const body = {
      name,
      description,
      facultyId,
      academicYear,
      timeZone,
      openingDate: dates.openingDate?.toAbsoluteString(),
      closureDate: dates.closureDate?.toAbsoluteString(),
      finalClosureDate: dates.finalClosureDate?.toAbsoluteString(),
    };
    const parsed = eventBodySchema.safeParse(body);
    if (!parsed.success) {
      const found = issuesByField(parsed.error.issues);
      if (facultyId === undefined) found.facultyId = t.events.chooseFaculty;
      return setErrors(found);
    }
    setErrors({});
    setPending(true);
    try {
      const saved = event
        ? await resources.updateEvent(event.id, updateEventBodySchema.parse(parsed.data))
        : await resources.createEvent(parsed.data);
      await navigate(links.event(saved.id), { state: { notice: t.events.saved } });
    } catch (error) {
      const named = serverFieldError(error, [...Object.keys(body)]);
      if (named.field) setErrors({ [named.field]: named.message });
      else setFailure(named.message);
      setPending(false);
    }
  }

  const dateField = (field: DateField, label: string, description?: string) => (
    <DatePicker
      label={label}
      {...(description && { description })}
      isRequired
      granularity="minute"
      value={dates[field]}
      onChange={(value) => setDates((previous) => ({ ...previous, [field]: value }))}
      isInvalid={Boolean(errors[field])}
      errorMessage={errors[field]}
    />
  );

  return (
    <Card>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={event?.name ?? t.events.create}>
        <FormAlert message={failure} />
        <TextField
          label={t.events.name}
          isRequired
          value={name}
          onChange={setName}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <FacultySelect
          label={t.events.faculty}
          faculties={faculties}
          value={facultyId}
          onChange={setFacultyId}
          error={errors.facultyId}
        />
        <TextField
          label={t.events.academicYear}
          description={t.events.academicYearHelp}
          isRequired
          value={academicYear}
          onChange={setAcademicYear}
          isInvalid={Boolean(errors.academicYear)}
          errorMessage={errors.academicYear}
        />
        <TextArea
          label={t.events.description}
          description={t.events.descriptionHelp}
          rows={6}
          value={description}
          onChange={setDescription}
          isInvalid={Boolean(errors.description)}
          errorMessage={errors.description}
        />
        <ComboBox
          label={t.events.timeZone}
          isRequired
          selectedKey={timeZone}
          onSelectionChange={changeZone}
          defaultItems={ZONES}
          isInvalid={Boolean(errors.timeZone)}
          errorMessage={errors.timeZone}
        >
          {(zone) => <ComboBoxItem key={zone.id}>{zone.id}</ComboBoxItem>}
        </ComboBox>
        {dateField('openingDate', t.events.openingDate)}
        {dateField('closureDate', t.events.closureDate, t.events.closureHelp)}
        {dateField('finalClosureDate', t.events.finalClosureDate, t.events.finalClosureHelp)}
        <div>
          <Button type="submit" variant="primary" loading={pending}>
            {event ? t.common.save : t.events.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function useEvent(id: number | undefined) {
  return useQuery(`event/${id}`, (signal) =>
    id === undefined ? Promise.reject(new Error('Event not found')) : resources.event(id, signal),
  );
}

export function EventCreatePage() {
  return (
    <PageFrame breadcrumbs={[{ label: t.events.title, href: links.events() }, { label: t.events.create }]}>
      <EventForm />
    </PageFrame>
  );
}

export function EventUpdatePage() {
  const event = useEvent(useRouteId());
  return (
    <PageFrame breadcrumbs={[{ label: t.events.title, href: links.events() }, { label: t.common.edit }]}>
      <QueryView query={event}>{(data) => <EventForm event={data} />}</QueryView>
    </PageFrame>
  );
}

export function EventDetailPage() {
  const id = useRouteId();
  const notice = useNotice();
  const event = useEvent(id);
  const name = event.state.data?.name;
  return (
    <PageFrame
      {...(name && { title: name })}
      breadcrumbs={[{ label: t.events.title, href: links.events() }, { label: name ?? t.common.details }]}
      actions={
        id ? (
          <TextLink action href={links.eventUpdate(id)}>
            {t.common.edit}
          </TextLink>
        ) : null
      }
    >
      <FormStatus message={notice} />
      <QueryView query={event}>
        {(data) => (
          <Stack gap="md">
            <Card>
              <Details
                items={[
                  [t.events.faculty, data.facultyName],
                  [t.events.academicYear, data.academicYear],
                  [t.events.phase, t.events.phases[data.phase]],
                  [t.events.openingDate, formatDateTime(data.openingDate, data.timeZone)],
                  [t.events.closureDate, formatDateTime(data.closureDate, data.timeZone)],
                  [t.events.finalClosureDate, formatDateTime(data.finalClosureDate, data.timeZone)],
                  [t.events.timeZone, data.timeZone],
                ]}
              />
            </Card>
            {data.descriptionHtml ? (
              <Card>
                {/* The server renders the Markdown and cleans the HTML; DOMPurify signs it for Trusted Types. */}
                <div
                  className={styles.prose}
                  dangerouslySetInnerHTML={{ __html: trustedDescription(data.descriptionHtml) }}
                />
              </Card>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </PageFrame>
  );
}
