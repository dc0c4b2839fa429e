// Faculties: the list (searched and sorted in the page: the server answers every faculty at once), create,
// update and detail with the faculty's events.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Stack,
  Switch,
  Table,
  TextArea,
  TextField,
  type TableColumn,
} from '@herald/ui';
import { UNIVERSITY_LINKS, type Event, type Faculty } from '@herald/protocol';
import { facultyBodySchema, updateFacultyBodySchema } from '@herald/protocol/schemas';
import { resources } from '../../data/resources';
import { serverFieldError } from '../../../shared/data/http';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
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
import { useFaculties, useRouteId } from './shared';

/** The administrators' pages, as the protocol declares them (decision 0046). */
const links = UNIVERSITY_LINKS.admin;

const COLUMNS: TableColumn<Faculty>[] = [
  {
    key: 'name',
    header: t.faculties.name,
    rowHeader: true,
    sortValue: (faculty) => faculty.name,
    cell: (faculty) => <TextLink href={links.faculty(faculty.id)}>{faculty.name}</TextLink>,
  },
  {
    key: 'guestAccess',
    header: t.faculties.guestAccessShort,
    cell: (faculty) => (faculty.guestAccess ? t.common.yes : t.common.no),
  },
  {
    key: 'events',
    header: t.faculties.events,
    align: 'end',
    sortValue: (faculty) => faculty.eventCount,
    cell: (faculty) => faculty.eventCount,
  },
  {
    key: 'students',
    header: t.faculties.students,
    align: 'end',
    sortValue: (faculty) => faculty.studentCount,
    cell: (faculty) => faculty.studentCount,
  },
  {
    key: 'created',
    header: t.faculties.created,
    sortValue: (faculty) => faculty.createdAt,
    cell: (faculty) => formatDate(faculty.createdAt),
  },
];

export function FacultyListPage() {
  const faculties = useFaculties();
  const [search, setSearch] = useState('');
  const { state } = faculties;
  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const all = state.data ?? [];
    return needle ? all.filter((faculty) => faculty.name.toLocaleLowerCase().includes(needle)) : all;
  }, [state.data, search]);
  return (
    <PageFrame
      lead={t.faculties.lead}
      actions={
        <TextLink action href={links.facultyCreate()}>
          {t.faculties.create}
        </TextLink>
      }
    >
      <div className={styles.filters} role="search" aria-label={t.faculties.searchLabel}>
        <TextField type="search" label={t.faculties.searchLabel} value={search} onChange={setSearch} />
      </div>
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={faculties.retry} />
      ) : (
        <Table
          caption={t.faculties.caption}
          hideCaption
          columns={COLUMNS}
          rows={rows}
          getRowId={(faculty) => String(faculty.id)}
          loading={state.status === 'loading'}
          defaultSort={{ column: 'name', direction: 'ascending' }}
          emptyState={<EmptyState title={t.faculties.emptyTitle} description={t.faculties.emptyText} />}
        />
      )}
    </PageFrame>
  );
}

function FacultyForm({ faculty }: { faculty?: Faculty }) {
  const navigate = useNavigate();
  const [name, setName] = useState(faculty?.name ?? '');
  const [description, setDescription] = useState(faculty?.description ?? '');
  const [guestAccess, setGuestAccess] = useState(faculty?.guestAccess ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const body = { name, description, guestAccess };
    const parsed = faculty ? updateFacultyBodySchema.safeParse(body) : facultyBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    setErrors({});
    setPending(true);
    try {
      const saved = faculty
        ? await resources.updateFaculty(faculty.id, parsed.data)
        : await resources.createFaculty(facultyBodySchema.parse(parsed.data));
      await navigate(links.faculty(saved.id), { state: { notice: t.faculties.saved } });
    } catch (error) {
      const named = serverFieldError(error, ['name', 'description', 'guestAccess']);
      if (named.field) setErrors({ [named.field]: named.message });
      else if (/named/.test(named.message)) setErrors({ name: named.message });
      else setFailure(named.message);
      setPending(false);
    }
  }

  return (
    <Card>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={faculty?.name ?? t.faculties.create}
      >
        <FormAlert message={failure} />
        <TextField
          label={t.faculties.name}
          isRequired
          value={name}
          onChange={setName}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <TextArea
          label={t.faculties.description}
          rows={4}
          value={description}
          onChange={setDescription}
          isInvalid={Boolean(errors.description)}
          errorMessage={errors.description}
        />
        <Switch isSelected={guestAccess} onChange={setGuestAccess}>
          {t.faculties.guestAccess}
        </Switch>
        <div>
          <Button type="submit" variant="primary" loading={pending}>
            {faculty ? t.common.save : t.faculties.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function useFaculty(id: number | undefined) {
  return useQuery(`faculty/${id}`, (signal) =>
    id === undefined ? Promise.reject(new Error('Faculty not found')) : resources.faculty(id, signal),
  );
}

export function FacultyCreatePage() {
  return (
    <PageFrame
      breadcrumbs={[{ label: t.faculties.title, href: links.faculties() }, { label: t.faculties.create }]}
    >
      <FacultyForm />
    </PageFrame>
  );
}

export function FacultyUpdatePage() {
  const faculty = useFaculty(useRouteId());
  return (
    <PageFrame
      breadcrumbs={[{ label: t.faculties.title, href: links.faculties() }, { label: t.common.edit }]}
    >
      <QueryView query={faculty}>{(data) => <FacultyForm faculty={data} />}</QueryView>
    </PageFrame>
  );
}

const EVENT_COLUMNS: TableColumn<Event>[] = [
  {
    key: 'name',
    header: t.events.name,
    rowHeader: true,
    cell: (event) => <TextLink href={links.event(event.id)}>{event.name}</TextLink>,
  },
  { key: 'year', header: t.events.academicYear, cell: (event) => event.academicYear },
  { key: 'phase', header: t.events.phase, cell: (event) => t.events.phases[event.phase] },
  {
    key: 'closure',
    header: t.events.closureDate,
    cell: (event) => formatDateTime(event.closureDate, event.timeZone),
  },
];

export function FacultyDetailPage() {
  const id = useRouteId();
  const notice = useNotice();
  const faculty = useFaculty(id);
  const events = useQuery(`events?faculty=${id}`, (signal) =>
    id === undefined ? Promise.resolve([]) : resources.events({ facultyId: id }, signal),
  );
  const name = faculty.state.data?.name;
  return (
    <PageFrame
      {...(name && { title: name })}
      breadcrumbs={[
        { label: t.faculties.title, href: links.faculties() },
        { label: name ?? t.common.details },
      ]}
      actions={
        id ? (
          <TextLink action href={links.facultyUpdate(id)}>
            {t.common.edit}
          </TextLink>
        ) : null
      }
    >
      <FormStatus message={notice} />
      <QueryView query={faculty}>
        {(data) => (
          <Card>
            <Details
              items={[
                [t.faculties.description, data.description || t.common.none],
                [t.faculties.guestAccessShort, data.guestAccess ? t.common.yes : t.common.no],
                [t.faculties.students, data.studentCount],
                [t.faculties.events, data.eventCount],
                [t.faculties.created, formatDateTime(data.createdAt)],
              ]}
            />
          </Card>
        )}
      </QueryView>
      <Stack gap="sm">
        <Heading level={2} size="md">
          {t.faculties.events}
        </Heading>
        <QueryView query={events}>
          {(rows) => (
            <Table
              caption={t.faculties.events}
              hideCaption
              columns={EVENT_COLUMNS}
              rows={rows}
              getRowId={(event) => String(event.id)}
              emptyState={<EmptyState title={t.events.emptyTitle} headingLevel={3} />}
            />
          )}
        </QueryView>
      </Stack>
    </PageFrame>
  );
}
