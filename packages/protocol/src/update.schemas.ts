import { z } from 'zod';

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type UpdateShape<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>>;
};
type ClearableUpdateShape<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: z.ZodOptional<z.ZodNullable<WithoutDefault<Shape[Key]>>>;
};

function withoutDefault(field: unknown): z.ZodType {
  return field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
}

/**
 * The body of a partial update (PATCH semantics) from a create schema: every field optional, and no default
 * filled in for a field the client left out. Zod's own `.partial()` keeps defaults, so an update that names
 * only a faculty's name would come out with an empty description and guest access off, and erase them.
 */
export function partialUpdate<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodObject<UpdateShape<Shape>, z.core.$strict> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, withoutDefault(field).optional()]),
  );
  return z.object(shape).strict() as unknown as z.ZodObject<UpdateShape<Shape>, z.core.$strict>;
}

/**
 * A partial update of a stored object whose fields may be removed: as `partialUpdate`, and a field sent as
 * null is cleared (the stored value goes, and a reader falls back to its default).
 */
export function clearableUpdate<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodObject<ClearableUpdateShape<Shape>, z.core.$strict> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, withoutDefault(field).nullable().optional()]),
  );
  return z.object(shape).strict() as unknown as z.ZodObject<ClearableUpdateShape<Shape>, z.core.$strict>;
}
