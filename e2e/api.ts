// Setting the stage through the server's own HTTP API (what another person did before the journey starts).
import { DEMO_ACCOUNTS } from '@herald/server';

type Role = (typeof DEMO_ACCOUNTS)[number]['role'];

export interface Api {
  token: string;
  get<T = unknown>(path: string): Promise<T>;
  send<T = unknown>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T>;
  upload<T = unknown>(path: string, form: FormData): Promise<T>;
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data?: T; message?: string };
  if (!response.ok) throw new Error(`${response.status} ${body.message ?? ''}`);
  return body.data as T;
}

export async function apiAs(url: string, role: Role, password?: string): Promise<Api> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const login = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: password ?? account.password }),
  });
  const { token } = await answer<{ token: string }>(login);
  const auth = { authorization: `Bearer ${token}` };
  return {
    token,
    get: async (path) => answer(await fetch(`${url}/v1${path}`, { headers: auth })),
    send: async (method, path, body) =>
      answer(
        await fetch(`${url}/v1${path}`, {
          method,
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    upload: async (path, form) =>
      answer(await fetch(`${url}/v1${path}`, { method: 'POST', headers: auth, body: form })),
  };
}

const DAY = 86_400_000;

/** An event of the demo faculty, open now: closure in 30 days, final closure in 44. */
export async function openEvent(admin: Api, name: string, now = Date.now()) {
  const [faculty] = await admin.get<{ id: number }[]>('/faculties');
  return admin.send<{ id: number; facultyId: number; finalClosureDate: string }>('POST', '/academic-events', {
    name,
    description: 'Write about **your** year.',
    facultyId: faculty!.id,
    academicYear: '2026-2027',
    openingDate: new Date(now - DAY).toISOString(),
    closureDate: new Date(now + 30 * DAY).toISOString(),
    finalClosureDate: new Date(now + 44 * DAY).toISOString(),
    timeZone: 'Europe/London',
  });
}

/** A one-page PDF (the server checks the content, not the name). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A valid one-page PDF that shows `text`, with its cross-reference table, as a PDF viewer renders it. */
export function onePagePdf(text: string) {
  const content = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The student submits through the API: a PDF, an image, the terms accepted. */
export async function submitContribution(student: Api, eventId: number, title: string, document = PDF) {
  const form = new FormData();
  form.set('title', title);
  form.set('summary', 'A short story about the sea.');
  form.set('termsAccepted', 'true');
  form.append('documents', new Blob([document], { type: 'application/pdf' }), 'story.pdf');
  form.append('images', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  return student.upload<{ id: number }>(`/academic-events/${eventId}/contributions`, form);
}

/** The coordinator accepts a contribution and selects it for publication. */
export async function publishContribution(coordinator: Api, id: number) {
  await coordinator.send('POST', `/contributions/${id}/status`, { status: 'under_review' });
  await coordinator.send('POST', `/contributions/${id}/status`, { status: 'accepted' });
  await coordinator.send('PUT', `/contributions/${id}/selection`, { selected: true });
}
