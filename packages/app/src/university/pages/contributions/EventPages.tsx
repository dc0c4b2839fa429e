// Events as the faculty's students, coordinators and the managers see them: cards with their deadlines, and
// an event's detail with the way to its contributions.
import { Card, EmptyState, Grid, Heading, Inline, Stack, Text } from '@herald/ui';
import { UNIVERSITY_LINKS, type Event } from '@herald/protocol';
import { resources } from '../../data/resources';
import { useQuery } from '../../../shared/data/useQuery';
import { formatDateTime } from '../../../shared/format/dates';
import { t } from '../../../shared/i18n/en';
import { Details, PageFrame, QueryView, SkeletonBlock } from '../../../shared/pages/common/Page';
import { TextLink } from '../../../shared/pages/common/TextLink';
import * as styles from '../../../shared/pages/common/page.css';
import { useRouteId } from '../admin/shared';
import { deadline, useNow } from './time';
import { trustedDescription } from '../../../shared/pages/common/trustedHtml';

export type UniversityRole = 'student' | 'coordinator' | 'manager';

/** Where an event's contributions live for each role: a manager reads the published ones. */
function contributionsHref(role: UniversityRole, eventId: number): string {
  return role === 'manager'
    ? UNIVERSITY_LINKS.manager.published(eventId)
    : UNIVERSITY_LINKS[role].contributions(eventId);
}

function contributionsLabel(role: UniversityRole): string {
  if (role === 'student') return t.contributions.mine;
  if (role === 'manager') return t.contributions.published;
  return t.contributions.all;
}

function EventCard({ event, role, now }: { event: Event; role: UniversityRole; now: Date }) {
  const tone = event.phase === 'open' ? 'success' : event.phase === 'upcoming' ? 'info' : 'neutral';
  return (
    <Card as="li" tone={tone}>
      <Stack gap="sm">
        <Heading level={2} size="md">
          <TextLink href={UNIVERSITY_LINKS[role].event(event.id)}>{event.name}</TextLink>
        </Heading>
        <Text size="sm" tone="secondary">
          {event.facultyName} · {event.academicYear} · {t.events.phases[event.phase]}
        </Text>
        <Text size="sm" weight="medium">
          {deadline(event, now)}
        </Text>
        <Text size="sm" tone="secondary">
          {t.events.closureDate}: {formatDateTime(event.closureDate, event.timeZone)}
        </Text>
        <Inline gap="md" wrap>
          <TextLink action href={contributionsHref(role, event.id)}>
            {contributionsLabel(role)}
          </TextLink>
          {role === 'coordinator' ? (
            <TextLink action href={UNIVERSITY_LINKS.coordinator.published(event.id)}>
              {t.contributions.published}
            </TextLink>
          ) : null}
          {role === 'student' && event.phase === 'open' ? (
            <TextLink action href={UNIVERSITY_LINKS.student.contributionCreate(event.id)}>
              {t.contributions.create}
            </TextLink>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}

export function EventCardsPage({ audience: role }: { audience: UniversityRole }) {
  const events = useQuery(`events/${role}`, (signal) => resources.events({}, signal));
  const now = useNow();
  return (
    <PageFrame lead={t.events.lead}>
      <QueryView query={events} skeleton={<SkeletonBlock lines={6} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.events.emptyTitle} />
          ) : (
            <Grid
              as="ul"
              columns={{ mobile: 1, tablet: 2, desktop: 3 }}
              gap="md"
              className={styles.plainList}
            >
              {list.map((event) => (
                <EventCard key={event.id} event={event} role={role} now={now} />
              ))}
            </Grid>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

export function EventDetailPage({ audience: role }: { audience: UniversityRole }) {
  const id = useRouteId();
  const now = useNow();
  const event = useQuery(`event/${role}/${id}`, (signal) =>
    id === undefined ? Promise.reject(new Error('Event not found')) : resources.event(id, signal),
  );
  const name = event.state.data?.name;
  return (
    <PageFrame
      {...(name && { title: name })}
      breadcrumbs={[
        { label: t.events.title, href: UNIVERSITY_LINKS[role].events() },
        { label: name ?? t.common.details },
      ]}
      actions={
        id ? (
          <>
            <TextLink action href={contributionsHref(role, id)}>
              {contributionsLabel(role)}
            </TextLink>
            {role === 'coordinator' ? (
              <TextLink action href={UNIVERSITY_LINKS.coordinator.published(id)}>
                {t.contributions.published}
              </TextLink>
            ) : null}
          </>
        ) : null
      }
    >
      <QueryView query={event}>
        {(data) => (
          <Stack gap="md">
            <Card tone={data.phase === 'open' ? 'success' : 'neutral'}>
              <Stack gap="sm">
                <Text weight="medium">{deadline(data, now)}</Text>
                <Details
                  items={[
                    [t.events.faculty, data.facultyName],
                    [t.events.academicYear, data.academicYear],
                    [t.events.phase, t.events.phases[data.phase]],
                    [t.events.openingDate, formatDateTime(data.openingDate, data.timeZone)],
                    [t.events.closureDate, formatDateTime(data.closureDate, data.timeZone)],
                    [t.events.finalClosureDate, formatDateTime(data.finalClosureDate, data.timeZone)],
                  ]}
                />
              </Stack>
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
            {role === 'student' && data.phase === 'open' ? (
              <div>
                <TextLink action href={UNIVERSITY_LINKS.student.contributionCreate(data.id)}>
                  {t.contributions.create}
                </TextLink>
              </div>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </PageFrame>
  );
}
