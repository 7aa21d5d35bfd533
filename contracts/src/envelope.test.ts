import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, fail, failGeneral, ok, zodIssuesToFieldErrors } from './envelope.js';

describe('response envelope (docs/domain/api.md)', () => {
  it('wraps data, with a message only when given', () => {
    expect(ok({ id: 1 })).toEqual({ success: true, data: { id: 1 } });
    expect(ok(null, 'Pronto')).toEqual({ success: true, data: null, message: 'Pronto' });
    expect('message' in ok(1)).toBe(false);
  });

  it('carries field errors, and one general message under general and message', () => {
    expect(fail({ email: ['E-mail inválido'] })).toEqual({ success: false, errors: { email: ['E-mail inválido'] } });
    expect(fail({ name: ['x'] }, 'Dados inválidos')).toEqual({ success: false, errors: { name: ['x'] }, message: 'Dados inválidos' });
    expect(failGeneral('Empresa não encontrada.')).toEqual({
      success: false,
      errors: { general: ['Empresa não encontrada.'] },
      message: 'Empresa não encontrada.',
    });
  });

  it('parses an answer with the data schema, and refuses a wrong shape', () => {
    const schema = envelopeSchema(z.object({ id: z.number() }));
    expect(schema.parse({ success: true, data: { id: 3 } })).toEqual({ success: true, data: { id: 3 } });
    expect(schema.parse(failGeneral('x'))).toEqual(failGeneral('x'));
    expect(schema.safeParse({ success: true, data: { id: 'três' } }).success).toBe(false);
    expect(schema.safeParse({ success: false, errors: { general: 'não é lista' } }).success).toBe(false);
  });

  it('turns zod issues into field errors: root field of nested paths, general without a path, no repeats', () => {
    const schema = z
      .object({ name: z.string().min(2, 'curto'), address: z.object({ city: z.string({ error: 'cidade' }) }), tags: z.array(z.string('tag')) })
      .refine(() => false, 'tudo errado');
    const result = schema.safeParse({ name: 'a', address: {}, tags: [1, 2] });
    expect(result.success).toBe(false);
    expect(zodIssuesToFieldErrors(result.error!.issues)).toEqual({ name: ['curto'], address: ['cidade'], tags: ['tag'] });
    const whole = z.object({ a: z.number() }).refine(() => false, 'tudo errado').safeParse({ a: 1 });
    expect(zodIssuesToFieldErrors(whole.error!.issues)).toEqual({ general: ['tudo errado'] });
  });
});
