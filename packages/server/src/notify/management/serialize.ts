// Stored rows in the management API's wire shapes.
import type { Subscriber as SubscriberWire, Workflow as WorkflowWire, WorkflowStep } from '@herald/protocol';
import type { Subscriber, Workflow } from '../../db/tables/notify.js';

function json<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function workflowToWire(row: Workflow): WorkflowWire {
  return {
    _id: row.id,
    name: row.name,
    triggerIdentifier: row.trigger_identifier,
    description: row.description,
    active: row.active === 1,
    critical: row.critical === 1,
    tags: json<string[]>(row.tags, []),
    steps: json<WorkflowStep[]>(row.steps, []),
    preferenceSettings: json(row.preference_settings, {}),
    notificationGroupId: row.notification_group_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function subscriberToWire(row: Subscriber): SubscriberWire {
  return {
    _id: row.id,
    subscriberId: row.subscriber_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    locale: row.locale,
    data: json<Record<string, unknown> | null>(row.data, null),
    createdAt: row.created_at,
  };
}
