// A download started from a button: why it failed, kept for an alert beside that button.
import { useCallback, useState } from 'react';
import { Text } from '@herald/ui';
import { messageOf } from '../../data/http';
import { t } from '../../i18n/en';

/** Starts a download and keeps the reason it failed until the next attempt. */
export function useDownloadFailure() {
  const [failure, setFailure] = useState<string>();
  const start = useCallback((download: () => Promise<void>) => {
    setFailure(undefined);
    download().catch((error: unknown) => setFailure(t.contributions.downloadFailed(messageOf(error))));
  }, []);
  return { failure, start };
}

/** The reason a download failed, announced. */
export function DownloadFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text tone="danger" role="alert">
      {message}
    </Text>
  );
}
