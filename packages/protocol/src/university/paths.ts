// The university app's pages (docs/product.md §2), declared once: the app builds its routes and menus from the
// patterns, and the server the links it sends (notifications, emails) with the builders, so a link the server sends
// always names a page the app serves. Kept apart from the schemas, free of zod, so the app's first chunk can import it.

/** Each page's route pattern as the app's router reads it (`:name` is a parameter), by whom it is for. */
export const UNIVERSITY_ROUTES = {
  public: {
    studentSignIn: '/',
    staffSignIn: '/staff',
    guestEntry: '/guest',
    forgotPassword: '/forgotpassword',
    resetPassword: '/resetpassword',
    noAccess: '/no-access',
  },
  admin: {
    dashboard: '/admin/dashboard',
    accounts: '/admin/account',
    accountCreate: '/admin/account/create',
    accountUpdate: '/admin/account/update/:id',
    account: '/admin/account/detail/:id',
    faculties: '/admin/faculty',
    facultyCreate: '/admin/faculty/create',
    facultyUpdate: '/admin/faculty/update/:id',
    faculty: '/admin/faculty/detail/:id',
    events: '/admin/event',
    eventCreate: '/admin/event/create',
    eventUpdate: '/admin/event/update/:id',
    event: '/admin/event/detail/:id',
    roles: '/admin/role',
    role: '/admin/role/detail/:id',
    outbox: '/admin/outbox',
  },
  student: {
    events: '/student/event',
    event: '/student/event/detail/:id',
    contributions: '/student/event/contribution/:eventId',
    contributionCreate: '/student/event/contribution/:eventId/create',
    contributionUpdate: '/student/event/contribution/:eventId/update/:id',
    contribution: '/student/event/contribution/:eventId/detail/:id',
  },
  coordinator: {
    dashboard: '/coordinator/dashboard',
    events: '/coordinator/event',
    event: '/coordinator/event/detail/:id',
    contributions: '/coordinator/event/contribution/:eventId',
    review: '/coordinator/event/contribution/:eventId/update/:id',
    contribution: '/coordinator/event/contribution/:eventId/detail/:id',
    publishedWork: '/coordinator/public',
    published: '/coordinator/public/:eventId',
    publishedContribution: '/coordinator/public/:eventId/detail/:id',
  },
  manager: {
    dashboard: '/manager/dashboard',
    events: '/manager/event',
    event: '/manager/event/detail/:id',
    published: '/manager/public/:eventId',
    publishedContribution: '/manager/public/:eventId/detail/:id',
  },
  guest: {
    published: '/guest/public/',
    publishedContribution: '/guest/public/detail/:id',
  },
  /** Any signed-in person's own pages. */
  account: {
    profile: '/profile',
    notificationSettings: '/profile/notifications',
    changePassword: '/changepassword',
  },
} as const;

type Routes = typeof UNIVERSITY_ROUTES;

/** Every route pattern of the university app. */
export type UniversityRoute = { [Group in keyof Routes]: Routes[Group][keyof Routes[Group]] }[keyof Routes];

/** The parameters of a route pattern, in the order they appear. */
type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...RouteParams<Rest>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** One value (an id) for each parameter. */
type ParamValues<Params extends string[]> = { [Index in keyof Params]: number | string };

/** A page's path from its parameters' values, one argument per parameter in the pattern's order. */
export type UniversityLink<Pattern extends string> = (...values: ParamValues<RouteParams<Pattern>>) => string;

const link =
  <Pattern extends string>(pattern: Pattern): UniversityLink<Pattern> =>
  (...values) => {
    let next = 0;
    return pattern.replace(/:\w+/g, () => encodeURIComponent(String(values[next++])));
  };

const links = (group: Record<string, string>) =>
  Object.fromEntries(Object.entries(group).map(([name, pattern]) => [name, link(pattern)]));

/**
 * The path of each page from its ids, e.g. `UNIVERSITY_LINKS.student.contribution(eventId, id)`: the same
 * patterns filled in, so every link matches its route.
 */
export const UNIVERSITY_LINKS = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.entries(UNIVERSITY_ROUTES).map(([group, routes]) => [group, links(routes)]),
) as {
  readonly [Group in keyof Routes]: {
    readonly [Name in keyof Routes[Group]]: UniversityLink<Routes[Group][Name] & string>;
  };
};
