// Pieces the admin pages share: the faculty and role choices, id parsing and the paging arithmetic.
import type { Key } from 'react';
import { useParams } from 'react-router';
import { Select, SelectItem } from '@herald/ui';
import { ROLE_IDS } from '@herald/protocol';
import { resources } from '../../data/resources';
import { useQuery } from '../../../shared/data/useQuery';
import { roleLabel } from '../../format/roles';
import { t } from '../../../shared/i18n/en';
import { ErrorState } from '../../../shared/pages/common/Page';

export const ROLE_OPTIONS = ROLE_IDS.map((id) => ({ id: String(id), name: roleLabel(id) }));

export function useFaculties() {
  return useQuery('faculties', (signal) => resources.faculties(signal));
}

/** Where a faculty is chosen: why the faculties are missing, with a retry, once their load has failed. */
export function FacultiesLoadFailure({ faculties }: { faculties: ReturnType<typeof useFaculties> }) {
  const { state } = faculties;
  if (state.status !== 'error') return null;
  return <ErrorState title={t.faculties.loadFailed} error={state.error} onRetry={faculties.retry} />;
}

/**
 * A form's required faculty: the faculties to choose from, the field's error beside it, and why they are missing,
 * with a retry, once their load has failed.
 */
export function FacultySelect({
  label,
  faculties,
  value,
  onChange,
  error,
}: {
  label: string;
  faculties: ReturnType<typeof useFaculties>;
  value: number | null | undefined;
  onChange: (facultyId: number | undefined) => void;
  error: string | undefined;
}) {
  return (
    <>
      <Select
        label={label}
        isRequired
        selectedKey={value == null ? null : String(value)}
        onSelectionChange={(key: Key | null) => onChange(numberKey(key))}
        isInvalid={Boolean(error)}
        errorMessage={error}
        items={faculties.state.data ?? []}
      >
        {(faculty) => <SelectItem key={String(faculty.id)}>{faculty.name}</SelectItem>}
      </Select>
      <FacultiesLoadFailure faculties={faculties} />
    </>
  );
}

/** The route's `:id` as a positive integer, or undefined for anything else. */
export function useRouteId(name = 'id'): number | undefined {
  const raw = useParams()[name];
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A Select's key as a number, or undefined for the "any" choice. */
export function numberKey(key: unknown): number | undefined {
  const value = Number(key);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
