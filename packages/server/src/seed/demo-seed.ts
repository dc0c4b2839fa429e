// Demo data for demos and benchmarks: 5 faculties, 2 academic years, about 200 contributions with real small
// files, comments, statuses and selections. Everything but the accounts goes through the server's own routes,
// on a clock that walks through the two years, so every rule holds as it would for real people (deadlines,
// scopes, transitions, selection only when accepted) and the notifications they cause are in the bells.
// Accounts are written directly with one known password, since their set-password emails would reach nobody.
//
// It refuses to run twice: once accounts @demo.herald.test exist it changes nothing.
import { ROLE_ID, type RoleId } from '@herald/protocol';
import { appTokenFor } from '../university/services/accounts/account-sessions.js';
import type { Config } from '../config.js';
import { createHerald, type Herald } from '../herald.js';
import { hashPassword } from '../security/password.js';
import { decrypt } from '../security/crypto.js';
import { productEnvironment } from '../notify/service.js';
import { syncAllAccountSubscribers } from '../university/services/account-subscribers.js';
import { demoDocx, demoPdf, demoPng } from './demo-seed.files.js';

export const DEMO_DOMAIN = 'demo.herald.test';
/** The password of every demo account this seed creates; published, like the first-run demo accounts'. */
export const DEMO_SEED_PASSWORD = 'herald-demo-2026';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface DemoSeedOptions {
  /** How many contributions in all, spread over both years; about 200 by default. */
  contributions?: number;
  /** Seed of the random choices, so a dataset can be made again the same. */
  seed?: number;
  /** Progress lines. */
  log?: (line: string) => void;
  /** The present moment; the real time by default. */
  now?: Date;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The notification environment the app's bell talks to, and its API key, for the operator to use. */
export interface DemoSeedEnvironment {
  applicationIdentifier: string;
  apiKey: string;
}

export type DemoSeedResult = { environment: DemoSeedEnvironment } & (
  | { status: 'already-seeded'; accounts: number }
  | {
      status: 'seeded';
      faculties: number;
      accounts: number;
      events: number;
      contributions: number;
      files: number;
      comments: number;
      selected: number;
      password: string;
    }
);

/** What `npm run seed:demo` prints: what was made (or that nothing was), how to sign in, and the environment's key. */
export function describeDemoSeed(result: DemoSeedResult, seconds: number): string {
  const lines =
    result.status === 'already-seeded'
      ? [`Demo data is already there (${result.accounts} accounts @${DEMO_DOMAIN}): nothing was changed.`]
      : [
          `Demo data created in ${seconds} s: ${result.faculties} faculties, ${result.events} events, ` +
            `${result.accounts} accounts, ${result.contributions} contributions with ${result.files} files, ` +
            `${result.comments} comments, ${result.selected} selected for publication.`,
          `Sign in as manager@${DEMO_DOMAIN}, coordinator.arts@${DEMO_DOMAIN} or student1.arts@${DEMO_DOMAIN} ` +
            `with the password ${result.password}.`,
        ];
  lines.push(
    `Notification environment: applicationIdentifier ${result.environment.applicationIdentifier}`,
    `API key (keep it safe): ${result.environment.apiKey}`,
  );
  return `${lines.join('\n')}\n`;
}

/** mulberry32: a small, fast, seedable generator, enough for picking demo data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const FACULTIES = [
  {
    name: 'Faculty of Arts and Humanities',
    slug: 'arts',
    description: 'Literature, history, philosophy, languages and the creative arts.',
    guestAccess: true,
    weight: 30,
    colours: [
      [196, 69, 54],
      [250, 224, 180],
    ],
  },
  {
    name: 'Faculty of Business and Law',
    slug: 'business',
    description: 'Management, accounting, economics and law.',
    guestAccess: false,
    weight: 24,
    colours: [
      [33, 64, 110],
      [210, 225, 240],
    ],
  },
  {
    name: 'Faculty of Engineering and Science',
    slug: 'engineering',
    description: 'Civil, mechanical and electrical engineering; physics, chemistry and mathematics.',
    guestAccess: true,
    weight: 20,
    colours: [
      [40, 120, 80],
      [220, 240, 225],
    ],
  },
  {
    name: 'Faculty of Health and Social Care',
    slug: 'health',
    description: 'Nursing, midwifery, public health and social work.',
    guestAccess: false,
    weight: 16,
    colours: [
      [120, 60, 140],
      [238, 225, 245],
    ],
  },
  {
    name: 'Faculty of Education',
    slug: 'education',
    description: 'Teacher education, early childhood studies and educational research.',
    guestAccess: true,
    weight: 10,
    colours: [
      [200, 140, 20],
      [250, 240, 210],
    ],
  },
] as const;

const FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Femi',
  'Grace',
  'Hiro',
  'Isla',
  'Jonas',
  'Kemi',
  'Liam',
  'Maya',
  'Nikhil',
  'Olivia',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Yusuf',
  'Zoe',
];
const LAST_NAMES = [
  'Adeyemi',
  'Brennan',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Mensah',
  'Nguyen',
  'Okafor',
  'Patel',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Walsh',
];
const TITLE_STARTS = [
  'Night Trains',
  'The Quiet Library',
  'Rivers of Glass',
  'A Year in the Lab',
  'Small Hours',
  'Bridges',
  'Letters Home',
  'The Last Lecture',
  'Field Notes',
  'Salt and Iron',
  'Paper Cities',
  'Open Doors',
  'Under the Lamp',
  'Second Drafts',
  'Weathering',
  'The Long Commute',
  'Borrowed Light',
  'Common Ground',
];
const TITLE_ENDS = [
  '',
  ': a photo essay',
  ': poems',
  ': a short story',
  ' and other essays',
  ': a case study',
  ' (a reflection)',
  ': an interview',
  ': notes from placement',
];
const COORDINATOR_COMMENTS = [
  'Thank you for this. The opening is strong; could you tighten the middle section?',
  'Lovely work. Please check the image credits and the word count.',
  'Interesting angle. Add a sentence on your method so readers can follow.',
  'Good piece. The conclusion repeats the introduction; try ending on the final example.',
  'Well written. Please upload the final version as PDF so the layout stays the same.',
];
const STUDENT_REPLIES = [
  'Thanks! I will upload a shorter version this week.',
  'I have fixed the credits, thank you.',
  'Should the reflection be in the first person?',
  'Thank you for the feedback.',
];

/** The academic year a date falls in: a year starts in September. */
function academicYearOf(date: Date): number {
  return date.getUTCMonth() >= 8 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}

type Action = { at: number; run: () => Promise<void> };
type Actor = { id: number; role: RoleId };

/** Creates the demo dataset through a Herald built on `config`, unless it exists already. */
export async function seedDemoData(config: Config, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const log = options.log ?? (() => undefined);
  const realNow = (options.now ?? new Date()).getTime();
  let clock = realNow;
  // Mail stays in the outbox: the demo addresses reach nobody, and a configured SMTP server must not try.
  const herald: Herald = await createHerald(
    { ...config, smtpUrl: undefined, runWorker: false },
    { now: () => new Date(clock) },
  );
  try {
    const result = await seed(herald);
    // The key is sealed, not hashed, so the operator who seeds can be told it again.
    const environment = await productEnvironment(herald.ctx.db);
    return {
      ...result,
      environment: {
        applicationIdentifier: environment.application_identifier,
        apiKey: decrypt(herald.ctx.sealingKey, environment.api_key_sealed),
      },
    };
  } finally {
    await herald.close();
  }

  async function seed(herald: Herald): Promise<DistributiveOmit<DemoSeedResult, 'environment'>> {
    const { ctx, app } = herald;
    const existing = await ctx.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('email', 'like', `%@${DEMO_DOMAIN}`)
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return { status: 'already-seeded', accounts: Number(existing.n) };

    const admin = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('role_id', '=', ROLE_ID.ADMIN)
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    if (!admin) {
      throw new Error(
        'No active administrator: start the server once with SEED_DEMO=true (or create one) before seeding demo data',
      );
    }

    const random = generator(options.seed ?? 20_260_101);
    const total = options.contributions ?? 200;
    const token = (id: number) => appTokenFor(ctx, id);

    async function call(
      who: Actor,
      method: 'POST' | 'PUT',
      url: string,
      payload: unknown,
    ): Promise<{ id: number }> {
      const authorization = `Bearer ${await token(who.id)}`;
      let response;
      if (payload instanceof FormData) {
        // The multipart body exactly as a browser would send it.
        const request = new Request('http://seed.invalid/', { method, body: payload });
        response = await app.inject({
          method,
          url,
          headers: { authorization, 'content-type': request.headers.get('content-type')! },
          payload: Buffer.from(await request.arrayBuffer()),
        });
      } else {
        response = await app.inject({ method, url, headers: { authorization }, payload: payload as object });
      }
      if (response.statusCode >= 300) {
        throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      }
      await herald.worker.drain();
      return (response.json() as { data: { id: number } }).data;
    }
    const adminActor = { id: admin.id, role: ROLE_ID.ADMIN };

    const currentStart = academicYearOf(new Date(realNow));
    const years = [
      {
        label: `${currentStart - 1}-${currentStart}`,
        opening: Date.UTC(currentStart - 1, 9, 1, 9),
        closure: Date.UTC(currentStart, 2, 1, 17),
        final: Date.UTC(currentStart, 3, 1, 17),
        share: 0.5,
        past: true,
      },
      {
        label: `${currentStart}-${currentStart + 1}`,
        opening: realNow - 35 * DAY,
        closure: realNow + 25 * DAY,
        final: realNow + 50 * DAY,
        share: 0.5,
        past: false,
      },
    ];

    log('Faculties and accounts…');
    clock = years[0]!.opening - 30 * DAY;
    const passwordHash = await hashPassword(DEMO_SEED_PASSWORD, config.passwordCost);
    const createdAt = new Date(clock).toISOString();
    let accounts = 0;
    const insertAccount = async (name: string, email: string, role: RoleId, facultyId: number | null) => {
      accounts += 1;
      const row = await ctx.db
        .insertInto('accounts')
        .values({
          email,
          name,
          password_hash: passwordHash,
          role_id: role,
          faculty_id: facultyId,
          active: 1,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, name, role };
    };
    await insertAccount('Morgan Manager', `manager@${DEMO_DOMAIN}`, ROLE_ID.MANAGER, null);

    let nameIndex = 0;
    const nextName = () => {
      const name = `${FIRST_NAMES[nameIndex % FIRST_NAMES.length]} ${LAST_NAMES[(nameIndex * 7) % LAST_NAMES.length]}`;
      nameIndex += 1;
      return name;
    };
    const faculties = [];
    for (const faculty of FACULTIES) {
      const { id } = await call(adminActor, 'POST', '/v1/faculties', {
        name: faculty.name,
        description: faculty.description,
        guestAccess: faculty.guestAccess,
      });
      const coordinator = await insertAccount(
        nextName(),
        `coordinator.${faculty.slug}@${DEMO_DOMAIN}`,
        ROLE_ID.COORDINATOR,
        id,
      );
      const students = [];
      for (let i = 1; i <= 10; i += 1) {
        students.push(
          await insertAccount(nextName(), `student${i}.${faculty.slug}@${DEMO_DOMAIN}`, ROLE_ID.STUDENT, id),
        );
      }
      await insertAccount(nextName(), `guest.${faculty.slug}@${DEMO_DOMAIN}`, ROLE_ID.GUEST, id);
      faculties.push({ ...faculty, id, coordinator, students });
    }
    await syncAllAccountSubscribers(ctx);

    log('Events…');
    const events: { id: number; faculty: (typeof faculties)[number]; year: (typeof years)[number] }[] = [];
    for (const year of years) {
      for (const faculty of faculties) {
        clock = Math.min(year.opening - 7 * DAY, realNow);
        const { id } = await call(adminActor, 'POST', '/v1/academic-events', {
          name: `${faculty.name.replace('Faculty of ', '')} Magazine ${year.label}`,
          description:
            `Send your **essays, stories, poems and photo essays** for the ${year.label} magazine of the ` +
            `${faculty.name}.\n\n- One Word or PDF document, images optional\n- Accept the terms and conditions`,
          facultyId: faculty.id,
          academicYear: year.label,
          openingDate: new Date(year.opening).toISOString(),
          closureDate: new Date(year.closure).toISOString(),
          finalClosureDate: new Date(year.final).toISOString(),
          timeZone: 'Europe/London',
        });
        events.push({ id, faculty, year });
      }
    }

    log(`${total} contributions…`);
    const weightSum = FACULTIES.reduce((sum, faculty) => sum + faculty.weight, 0);
    const actions: Action[] = [];
    const counts = { contributions: 0, files: 0, comments: 0, selected: 0 };
    for (const event of events) {
      const share = event.year.share * (event.faculty.weight / weightSum);
      const howMany = Math.max(1, Math.round(total * share));
      const { coordinator, students } = event.faculty;
      const coordinatorActor = { id: coordinator.id, role: ROLE_ID.COORDINATOR };
      const lastSubmission = Math.min(event.year.closure, realNow) - HOUR;
      for (let n = 0; n < howMany; n += 1) {
        // A few keen students send several pieces.
        const student = students[Math.floor(Math.pow(random.next(), 1.6) * students.length)]!;
        const studentActor = { id: student.id, role: ROLE_ID.STUDENT };
        const submittedAt = random.between(event.year.opening + DAY, lastSubmission);
        const title = `${random.pick(TITLE_STARTS)}${random.pick(TITLE_ENDS)}`;
        const asWord = random.chance(0.5);
        const withImage = random.chance(0.35);
        const colours = event.faculty.colours;
        let contributionId = 0;
        actions.push({
          at: submittedAt,
          run: async () => {
            const form = new FormData();
            form.append('title', title);
            form.append('summary', `${title} by ${student.name}, for the ${event.year.label} magazine.`);
            form.append('termsAccepted', 'true');
            const document = asWord
              ? await demoDocx(title, [`By ${student.name}.`, 'A demo contribution made by the seed script.'])
              : demoPdf(title, `By ${student.name}. A demo contribution made by the seed script.`);
            form.append(
              'documents',
              new Blob([new Uint8Array(document)]),
              `${title.replace(/[^\w ]+/g, '').trim()}.${asWord ? 'docx' : 'pdf'}`,
            );
            if (withImage) {
              const image = demoPng(96, 64, colours[0], colours[1]);
              form.append('images', new Blob([new Uint8Array(image)]), 'cover.png');
            }
            contributionId = (
              await call(studentActor, 'POST', `/v1/academic-events/${event.id}/contributions`, form)
            ).id;
            counts.contributions += 1;
            counts.files += withImage ? 2 : 1;
          },
        });

        // The review: most get a coordinator's comment, some late, some never (the exception reports).
        const limit = realNow - HOUR;
        if (!random.chance(event.year.past ? 0.85 : 0.6)) continue;
        const commentAt = submittedAt + random.between(0.5, random.chance(0.2) ? 25 : 12) * DAY;
        if (commentAt > limit) continue;
        const comment = (who: Actor, body: string) =>
          call(who, 'POST', `/v1/contributions/${contributionId}/comments`, { body }).then(() => {
            counts.comments += 1;
          });
        const status = (to: string) =>
          call(coordinatorActor, 'POST', `/v1/contributions/${contributionId}/status`, { status: to });
        actions.push({
          at: commentAt,
          run: async () => {
            await comment(coordinatorActor, random.pick(COORDINATOR_COMMENTS));
            await status('under_review');
          },
        });
        const replyAt = commentAt + random.between(0.2, 3) * DAY;
        if (random.chance(0.4) && replyAt < limit) {
          actions.push({ at: replyAt, run: () => comment(studentActor, random.pick(STUDENT_REPLIES)) });
        }
        const decisionAt = commentAt + random.between(3, 10) * DAY;
        if (decisionAt > limit) continue;
        const decision = event.year.past
          ? random.pick(['accepted', 'accepted', 'accepted', 'rejected', 'changes_requested'])
          : random.pick(['accepted', 'changes_requested', 'changes_requested', 'rejected']);
        actions.push({ at: decisionAt, run: () => status(decision).then(() => undefined) });
        if (decision === 'accepted' && random.chance(event.year.past ? 0.6 : 0.3)) {
          const selectAt = decisionAt + random.between(1, 5) * DAY;
          if (selectAt < limit) {
            actions.push({
              at: selectAt,
              run: async () => {
                await call(coordinatorActor, 'PUT', `/v1/contributions/${contributionId}/selection`, {
                  selected: true,
                });
                counts.selected += 1;
              },
            });
          }
        }
      }
    }

    // In order of time, as it would have happened.
    actions.sort((a, b) => a.at - b.at);
    // The clock goes back once, to the first submission of the earlier year, then only forward.
    clock = actions[0]?.at ?? clock;
    let done = 0;
    for (const action of actions) {
      clock = Math.max(clock, action.at);
      await action.run();
      done += 1;
      if (done % 100 === 0) log(`  ${done} of ${actions.length} steps`);
    }
    // Back to the present: reminders that fell due meanwhile go out now.
    clock = realNow;
    await herald.worker.drain();

    return {
      status: 'seeded',
      faculties: faculties.length,
      accounts,
      events: events.length,
      ...counts,
      password: DEMO_SEED_PASSWORD,
    };
  }
}
