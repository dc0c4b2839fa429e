// An environment's topics and their subscribers, through the database its credential scoped (the trigger's
// lookups are notify/repo/engine/triggers.ts).
import type { Insertable } from 'kysely';
import type { TopicTable } from '../../../db/tables/notify.js';
import type { ScopedDb } from '../../../db/scope.js';

/** The environment's topic with this key, if there is one. */
export function topicNamed(db: ScopedDb, environmentId: string, key: string) {
  return db
    .selectFrom('topics')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertTopicRow(db: ScopedDb, row: Insertable<TopicTable>): Promise<void> {
  await db.insertInto('topics').values(row).execute();
}

/** The environment's topics, by key. */
export function topicsOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('topics')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('key')
    .execute();
}

export async function renameTopic(db: ScopedDb, topicId: string, name: string): Promise<void> {
  await db.updateTable('topics').set({ name }).where('id', '=', topicId).execute();
}

export async function deleteTopicRow(db: ScopedDb, topicId: string): Promise<void> {
  await db.deleteFrom('topics').where('id', '=', topicId).execute();
}

/** The subscriberIds of the topic's subscribers, in order. */
export function topicSubscriberIds(db: ScopedDb, topicId: string) {
  return db
    .selectFrom('topic_subscribers')
    .innerJoin('subscribers', 'subscribers.id', 'topic_subscribers.subscriber_id')
    .select('subscribers.subscriber_id')
    .where('topic_subscribers.topic_id', '=', topicId)
    .orderBy('subscribers.subscriber_id')
    .execute();
}

/** The row id of the topic's subscriber with this subscriberId, if they are in the topic. */
export function topicMemberNamed(db: ScopedDb, topicId: string, subscriberId: string) {
  return db
    .selectFrom('topic_subscribers')
    .innerJoin('subscribers', 'subscribers.id', 'topic_subscribers.subscriber_id')
    .select('subscribers.id')
    .where('topic_subscribers.topic_id', '=', topicId)
    .where('subscribers.subscriber_id', '=', subscriberId)
    .executeTakeFirst();
}

/** A subscriber of the topic, if it has any. */
export function anyTopicMember(db: ScopedDb, topicId: string) {
  return db
    .selectFrom('topic_subscribers')
    .select('subscriber_id')
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
}

/** Puts the subscriber in the topic, unless they are in it already. */
export async function addTopicMember(db: ScopedDb, topicId: string, subscriberRowId: string): Promise<void> {
  await db
    .insertInto('topic_subscribers')
    .values({ topic_id: topicId, subscriber_id: subscriberRowId })
    .onConflict((oc) => oc.columns(['topic_id', 'subscriber_id']).doNothing())
    .execute();
}

/** Takes these subscribers (by row id) out of the topic. */
export async function removeTopicMembers(
  db: ScopedDb,
  topicId: string,
  subscriberRowIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('topic_subscribers')
    .where('topic_id', '=', topicId)
    .where('subscriber_id', 'in', subscriberRowIds)
    .execute();
}
