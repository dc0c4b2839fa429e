// An environment's API keys, for admins: listed masked; a created or rotated key is shown once with a copy
// button; rotating and revoking ask first.
import { useState } from 'react';
import type { ApiKey, CreatedApiKey, PlatformEnvironment } from '@herald/protocol';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogTrigger,
  Button,
  Card,
  Inline,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@herald/ui';
import { messageOf } from '../shared/data/http';
import { formatDateTime } from '../shared/format/dates';
import { FormAlert } from '../shared/pages/common/Page';
import * as styles from './platform.css';
import { p } from './platform.en';

export interface ApiKeyActions {
  create: (environmentId: string) => Promise<CreatedApiKey>;
  rotate: (environmentId: string, keyId: string) => Promise<CreatedApiKey>;
  revoke: (environmentId: string, keyId: string) => Promise<unknown>;
}

/** The key itself, this once, with a copy button. */
export function NewKey({ created, onDismiss }: { created: CreatedApiKey; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Card tone="success" role="region" aria-label={p.console.newKey}>
      <Stack gap="sm">
        <Text weight="semibold">{p.console.newKey}</Text>
        <Text size="sm">{p.console.newKeyLead}</Text>
        <code data-testid="new-api-key" className={styles.secret}>
          {created.key}
        </code>
        <Inline gap="sm">
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
            }}
          >
            {copied ? p.console.copied : p.console.copy}
          </Button>
          <Button variant="ghost" onClick={onDismiss}>
            {p.console.dismissKey}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

export function ApiKeysPanel({
  environment,
  keys,
  actions,
  onChanged,
}: {
  environment: PlatformEnvironment;
  keys: readonly ApiKey[];
  actions: ApiKeyActions;
  onChanged: () => void;
}) {
  const [created, setCreated] = useState<CreatedApiKey>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState<string>();

  async function run(id: string, action: () => Promise<unknown>) {
    setFailure(undefined);
    setPending(id);
    try {
      const answer = await action();
      if (answer && typeof (answer as CreatedApiKey).key === 'string') setCreated(answer as CreatedApiKey);
      onChanged();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPending(undefined);
    }
  }

  const columns: TableColumn<ApiKey>[] = [
    {
      key: 'masked',
      header: p.console.key,
      rowHeader: true,
      cell: (key) => (
        <span>
          <code>{key.masked}</code>
          {key.signing ? <Text size="sm" tone="secondary">{` ${p.console.signing}`}</Text> : null}
        </span>
      ),
    },
    { key: 'created', header: p.console.created, cell: (key) => formatDateTime(key.createdAt) },
    {
      key: 'status',
      header: p.console.status,
      cell: (key) =>
        key.revokedAt ? (
          <Text tone="secondary">{p.console.revokedKey}</Text>
        ) : (
          <Text tone="success">{p.console.activeKey}</Text>
        ),
    },
    {
      key: 'actions',
      header: p.console.actions,
      cell: (key) =>
        key.revokedAt ? null : (
          <Inline gap="xs">
            <AlertDialog>
              <AlertDialogTrigger>
                <Button size="sm" variant="secondary" loading={pending === `rotate-${key._id}`}>
                  {p.console.rotate}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent
                title={p.console.rotateTitle}
                description={p.console.rotateDescription(key.masked)}
                actionLabel={p.console.rotate}
                tone="primary"
                onAction={() => void run(`rotate-${key._id}`, () => actions.rotate(environment._id, key._id))}
              />
            </AlertDialog>
            <AlertDialog>
              <AlertDialogTrigger>
                <Button size="sm" variant="danger" loading={pending === `revoke-${key._id}`}>
                  {p.console.revoke}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent
                title={p.console.revokeTitle}
                description={p.console.revokeDescription(key.masked)}
                actionLabel={p.console.revoke}
                onAction={() => void run(`revoke-${key._id}`, () => actions.revoke(environment._id, key._id))}
              />
            </AlertDialog>
          </Inline>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <FormAlert message={failure} />
      {created ? <NewKey created={created} onDismiss={() => setCreated(undefined)} /> : null}
      <Table
        caption={p.console.apiKeys(environment.name)}
        columns={columns}
        rows={keys}
        getRowId={(key) => key._id}
      />
      <div>
        <Button
          variant="secondary"
          loading={pending === 'create'}
          onClick={() => void run('create', () => actions.create(environment._id))}
        >
          {p.console.createKey}
        </Button>
      </div>
    </Stack>
  );
}
