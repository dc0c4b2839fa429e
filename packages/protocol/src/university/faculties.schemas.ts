// Faculties, managed by administrators.
import { z } from 'zod';
import { partialUpdate } from '../update.schemas.js';

export const facultyBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the faculty name').max(100),
    description: z.string().trim().max(2000).default(''),
    /** Whether guests may browse the faculty's published contributions. */
    guestAccess: z.boolean().default(false),
  })
  .strict();
export type FacultyBody = z.infer<typeof facultyBodySchema>;

export const updateFacultyBodySchema = partialUpdate(facultyBodySchema);
export type UpdateFacultyBody = z.infer<typeof updateFacultyBodySchema>;

export const facultySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  guestAccess: z.boolean(),
  eventCount: z.number().int().nonnegative(),
  studentCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Faculty = z.infer<typeof facultySchema>;

/**
 * A faculty that admits guests, as the public guest entry page lists it: its id and name only, nothing a
 * visitor could use beyond choosing where to sign in with the faculty's guest account.
 */
export const guestFacultySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
});
export type GuestFaculty = z.infer<typeof guestFacultySchema>;
