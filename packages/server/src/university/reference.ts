// The university's objects in the reference world (src/openapi/reference-world.ts) that the documented examples
// name. test/reference-world/university.ts makes them through the API, in this order, and checks each id.
import { referenceId } from '../openapi/reference-world.js';

/** The first-run faculty, "Faculty of Computing", which welcomes guests. */
export const REFERENCE_FACULTY_ID = 1;
/** A faculty opened for a programme that never started: no events, no accounts, so it may be deleted. */
export const REFERENCE_EMPTY_FACULTY_ID = 2;

/** The first-run demo accounts, by role (university/demo-accounts.ts). */
export const REFERENCE_ADMIN_ID = 1;
export const REFERENCE_STUDENT_ID = 4;
/** A student an administrator has just created, who has not yet chosen a password. */
export const REFERENCE_NEW_STUDENT_ID = 6;
/** The mail that sent the new student the link to choose a password (after its message and log entry). */
export const REFERENCE_SET_PASSWORD_MAIL_ID = referenceId(0x303);

/** Last year's event, finally closed, with one accepted contribution selected for publication. */
export const REFERENCE_CLOSED_EVENT_ID = 1;
export const REFERENCE_CLOSED_ACADEMIC_YEAR = '2025-2026';
/** This year's event, open for contributions. */
export const REFERENCE_OPEN_EVENT_ID = 2;
/** An upcoming event without contributions. */
export const REFERENCE_UPCOMING_EVENT_ID = 3;

/** Last year's contribution: accepted and selected for publication, its PDF the file below. */
export const REFERENCE_PUBLISHED_CONTRIBUTION_ID = 1;
export const REFERENCE_PUBLISHED_FILE_ID = 1;
/** This year's contribution the coordinator accepted after a comment, not yet selected. */
export const REFERENCE_ACCEPTED_CONTRIBUTION_ID = 2;
/** This year's contribution as submitted, without comment yet: a Word document, so it has a preview. */
export const REFERENCE_SUBMITTED_CONTRIBUTION_ID = 3;
export const REFERENCE_SUBMITTED_FILE_ID = 3;
