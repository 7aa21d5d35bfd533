import { idSchema } from 'contracts';

/** An id from the route (companyId, ambientalId…): a positive integer, else null. */
export function routeId(value: string | undefined): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
