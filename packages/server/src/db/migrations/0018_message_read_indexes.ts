import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// The widget's reads answered from indexes alone. Every read of a subscriber's in-app messages names the
// subscriber, the channel and (through the organisation scope) the environment; the feed pages newest first by
// (created_at, id) and the bell counts by seen or read, optionally per feed. With these columns in the index the
// feed reads its page's entries in order and stops, and the counts never touch the table, however many messages
// the environment or the subscriber holds.
export const messageReadIndexes = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('messages_feed_page')
      .on('messages')
      .columns(['subscriber_id', 'channel', 'environment_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('messages_unseen')
      .on('messages')
      .columns(['subscriber_id', 'channel', 'seen', 'environment_id', 'feed_id'])
      .execute();
    await db.schema
      .createIndex('messages_unread')
      .on('messages')
      .columns(['subscriber_id', 'channel', 'read', 'environment_id', 'feed_id'])
      .execute();
    // Both were prefixes of what the new indexes hold.
    await db.schema.dropIndex('messages_subscriber_seen').execute();
    await db.schema.dropIndex('messages_subscriber_created').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('messages_subscriber_created')
      .on('messages')
      .columns(['subscriber_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('messages_subscriber_seen')
      .on('messages')
      .columns(['subscriber_id', 'channel', 'seen'])
      .execute();
    await db.schema.dropIndex('messages_unread').execute();
    await db.schema.dropIndex('messages_unseen').execute();
    await db.schema.dropIndex('messages_feed_page').execute();
  },
});
