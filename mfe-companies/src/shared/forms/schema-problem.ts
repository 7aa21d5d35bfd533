/** A contracts field schema (zod), as far as a form needs it. */
interface FieldSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
}

/** The first pt-BR message a contracts field schema gives for `value`; undefined when it passes. The server checks with the same schema. */
export function schemaProblem(schema: FieldSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}
