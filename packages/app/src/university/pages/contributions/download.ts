// Downloads that need the session's token: fetched, then saved through a temporary link.
import { requestFile } from '../../../shared/data/files';

export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await requestFile(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
