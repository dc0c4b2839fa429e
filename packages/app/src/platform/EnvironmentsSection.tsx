// The organisation's environments, one tab each: its application identifier and, for admins, its API keys.
// Admins add one with "New environment"; it then shows selected, with its first key shown once, and focus
// moves to its heading.
import { useState } from 'react';
import type { ApiKey, CreateEnvironmentBody, PlatformEnvironment } from '@herald/protocol';
import { Card, Heading, Inline, Stack, Tab, TabList, TabPanel, Tabs, Text } from '@herald/ui';
import { Details, ErrorState, FormStatus, SkeletonBlock } from '../shared/pages/common/Page';
import type { CreatedEnvironment } from './api';
import { ApiKeysPanel, NewKey, type ApiKeyActions } from './ApiKeysPanel';
import { NewEnvironmentDialog } from './NewEnvironmentDialog';
import * as styles from './platform.css';
import { p } from './platform.en';

export interface EnvironmentActions extends ApiKeyActions {
  createEnvironment: (body: CreateEnvironmentBody) => Promise<CreatedEnvironment>;
  /** Loads the keys again after a change. */
  keysChanged: () => void;
}

const headingId = (environment: PlatformEnvironment) => `environment-${environment._id}`;

export function EnvironmentsSection({
  environments,
  keys,
  keysError,
  isAdmin,
  actions,
}: {
  environments: readonly PlatformEnvironment[];
  /** Each environment's keys; admins only. */
  keys: Readonly<Record<string, readonly ApiKey[]>> | undefined;
  /** Why the keys could not be loaded; shown with a retry instead of the keys. */
  keysError?: unknown;
  isAdmin: boolean;
  actions: EnvironmentActions;
}) {
  const [selected, setSelected] = useState<string>();
  const [created, setCreated] = useState<CreatedEnvironment>();
  const [keyShown, setKeyShown] = useState(false);

  // The new environment shows at once, before the list is loaded again.
  const listed =
    created && !environments.some((environment) => environment._id === created._id)
      ? [...environments, created]
      : environments;
  const current = listed.find((environment) => environment._id === selected) ?? listed[0];

  return (
    <Card as="section" aria-labelledby="platform-environments">
      <Stack gap="md">
        <Inline gap="md" align="spaceBetween" alignY="center" wrap>
          <Heading level={2} id="platform-environments">
            {p.console.environments}
          </Heading>
          {isAdmin ? (
            <NewEnvironmentDialog
              onCreate={actions.createEnvironment}
              onCreated={(environment) => {
                setCreated(environment);
                setKeyShown(true);
                setSelected(environment._id);
              }}
              focusAfterClose={() => (created ? document.getElementById(headingId(created)) : null)}
            />
          ) : null}
        </Inline>
        <FormStatus message={created ? p.console.environmentCreated(created.name) : undefined} />
        {current ? (
          <Tabs value={current._id} onValueChange={setSelected}>
            <TabList aria-label={p.console.environments}>
              {listed.map((environment) => (
                <Tab key={environment._id} value={environment._id}>
                  {environment.name}
                </Tab>
              ))}
            </TabList>
            {listed.map((environment) => (
              <TabPanel key={environment._id} value={environment._id}>
                <Stack gap="sm">
                  <Heading
                    level={3}
                    id={headingId(environment)}
                    tabIndex={-1}
                    className={styles.focusedHeading}
                  >
                    {environment.name}
                  </Heading>
                  <Details
                    items={[
                      [p.console.applicationIdentifier, <code>{environment.applicationIdentifier}</code>],
                    ]}
                  />
                  {keyShown && created?._id === environment._id ? (
                    <NewKey created={created.apiKey} onDismiss={() => setKeyShown(false)} />
                  ) : null}
                  {!isAdmin ? null : keysError !== undefined ? (
                    <ErrorState error={keysError} onRetry={actions.keysChanged} />
                  ) : keys ? (
                    <ApiKeysPanel
                      environment={environment}
                      keys={keys[environment._id] ?? []}
                      actions={actions}
                      onChanged={actions.keysChanged}
                    />
                  ) : (
                    <SkeletonBlock lines={3} />
                  )}
                </Stack>
              </TabPanel>
            ))}
          </Tabs>
        ) : (
          <Text tone="secondary">{p.console.noEnvironments}</Text>
        )}
      </Stack>
    </Card>
  );
}
