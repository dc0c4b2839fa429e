// The session's calls that move files or outlive the page, beside the JSON calls of http.ts and on the same
// token, answer check and refusals: a download's or a preview's bytes, a form with its files (its upload's
// progress reported), and a word to the server as the page goes. A module of its own, so a page that makes none
// of these (the sign-in page) does not carry them.
import { ApiError } from '@herald/notification-machine';
import {
  authorization,
  call,
  refusal,
  sessionCalls,
  url,
  type HttpOptions,
  type Parser,
  type Query,
  type Sent,
} from './http';

/**
 * A form sent with its files, reporting the bytes of its body sent so far: fetch cannot report upload progress,
 * so this one call goes through XMLHttpRequest, with the same token, answer check and refusals as the others.
 */
function upload<T>(
  http: HttpOptions,
  method: string,
  path: string,
  form: FormData,
  options: { schema: Parser<T>; onProgress: (loaded: number, total: number) => void },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const headers = authorization(http, true);
    const request = new XMLHttpRequest();
    request.open(method, url(http.prefix ?? '', path, undefined));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded, event.total);
    };
    request.onerror = () => reject(new ApiError('Network Error', { kind: 'network' }));
    request.onload = () => {
      let body: Sent | undefined;
      try {
        body = JSON.parse(request.responseText) as Sent;
      } catch {
        body = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        // A refused upload says so beside its form, as a download says so beside its button; it does not end the
        // session from here.
        reject(refusal(http, request.status, body, 'Authorization' in headers, false));
        return;
      }
      try {
        resolve(options.schema.parse(body?.data));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.send(form);
  });
}

/** A file the session's call answers with (a download, a preview), as its bytes. */
export async function requestFile(path: string, options: { query?: Query; signal?: AbortSignal } = {}) {
  // A refused token is said beside what asked for the file ("The download failed: Sign in to continue"), and the
  // page stays as it is: the session is not ended from here.
  return (await call(sessionCalls, 'GET', path, { ...options, reportRefused: false })).blob();
}

/** A form with its files, sent with the session's token, its upload's progress reported. */
export function uploadForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  options: { schema: Parser<T>; onProgress: (loaded: number, total: number) => void },
): Promise<T> {
  return upload(sessionCalls, method, path, form, options);
}

/**
 * Tells the server something while the page may be going (signing out, a guest leaving): sent with keepalive and
 * the session's token, never awaited; a failed or refused call changes nothing for the person.
 */
export function tellServer(method: string, path: string): void {
  call(sessionCalls, method, path, { keepalive: true, reportRefused: false }).catch(() => undefined);
}
