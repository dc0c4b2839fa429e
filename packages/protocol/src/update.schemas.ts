import { z } from 'zod';

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type UpdateShape<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>>;
};

/**
 * The body of a partial update (PATCH semantics) from a create schema: every field optional, and no default
 * filled in for a field the client left out. Zod's own `.partial()` keeps defaults, so an update that names
 * only a faculty's name would come out with an empty description and guest access off, and erase them.
 */
export function partialUpdate<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodObject<UpdateShape<Shape>, z.core.$strict> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape).strict() as unknown as z.ZodObject<UpdateShape<Shape>, z.core.$strict>;
}
