// Downloads that need the session's token: fetched, then saved through a temporary link.
import { API_PREFIX } from '@herald/protocol';
import { t } from '../../i18n/en';
import { sessionToken } from '../../session/token';

export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = sessionToken();
  const response = await fetch(`${window.location.origin}${API_PREFIX}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message ?? t.common.requestFailed);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
