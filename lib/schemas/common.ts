/** Lenient field readers shared by the schemas: the platform's answers vary in spelling and types. */
import { z } from 'zod';
import { stripTitleMarkers } from '../model/title';

// In the browser the page's Content-Security-Policy forbids eval. zod would probe for it (Function("")) on
// its first parse, be refused, and every page would report a policy violation: tell it not to try.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** 0/1, "0"/"1", true/false → boolean; anything else → the fallback. */
export const flag = (fallback = false) =>
  z
    .union([z.boolean(), z.number(), z.string()])
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
    .catch(fallback);

export const text = (fallback = '') =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value))
    .catch(fallback);

/**
 * A headline as readers see it: text with the editors' title markers ([=x1]) taken out once, here, so no
 * component, share tag, feed or sitemap strips them again (spec §5).
 */
export const headline = () => text('').transform(stripTitleMarkers);

export const count = () => z.coerce.number().int().nonnegative().catch(0);

export const optionalNumber = () => z.coerce.number().nullable().optional().catch(undefined);

/** A required positive integer id (string or number on the wire). */
export const id = () => z.coerce.number().int().positive();

/** A list that drops the items its schema refuses instead of failing the whole answer. */
export function lenientList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );
}
