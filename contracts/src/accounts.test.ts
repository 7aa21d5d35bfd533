import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginSchema,
  normalizeEmail,
  recoverPasswordFormSchema,
  registerSchema,
  resendConfirmationSchema,
  updateUserNameSchema,
  updateUserPasswordSchema,
} from './accounts.js';
import { zodIssuesToFieldErrors } from './envelope.js';
import { MESSAGES } from './messages.js';

const errorsOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? {} : zodIssuesToFieldErrors(result.error.issues));

describe('accounts schemas', () => {
  const validRegistration = { name: 'Ana', email: 'ana@exemplo.com.br', password1: 'senha1234', password2: 'senha1234', terms: true };

  it('accepts a valid registration and normalises the e-mail', () => {
    const parsed = registerSchema.parse({ ...validRegistration, email: '  Ana@Exemplo.COM.br ' });
    expect(parsed.email).toBe('ana@exemplo.com.br');
  });

  it('reports each password rule in pt-BR', () => {
    expect(errorsOf(registerSchema.safeParse({ ...validRegistration, password1: 'abc1', password2: 'abc1' })).password1).toEqual([
      MESSAGES.passwordTooShort,
    ]);
    expect(errorsOf(registerSchema.safeParse({ ...validRegistration, password1: 'abcdefgh', password2: 'abcdefgh' })).password1).toEqual([
      MESSAGES.passwordNeedsDigits,
    ]);
    expect(errorsOf(registerSchema.safeParse({ ...validRegistration, password1: '12345678', password2: '12345678' })).password1).toEqual([
      MESSAGES.passwordNeedsLetters,
    ]);
    expect(errorsOf(registerSchema.safeParse({ ...validRegistration, password2: 'outra1234' })).password2).toEqual([
      MESSAGES.passwordMismatch,
    ]);
  });

  it('rejects e-mails with inner spaces, missing fields and wrong types', () => {
    expect(errorsOf(registerSchema.safeParse({ ...validRegistration, email: 'a na@x.com' })).email).toEqual([MESSAGES.emailInvalid]);
    expect(errorsOf(loginSchema.safeParse({}))).toEqual({ email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] });
    expect(errorsOf(loginSchema.safeParse({ email: 42, password: ['x'] }))).toEqual({
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
    });
    expect(errorsOf(registerSchema.safeParse({ ...validRegistration, terms: false })).terms).toHaveLength(1);
  });

  it('rejects 10 000-character strings', () => {
    const long = 'a'.repeat(10_000);
    const errors = errorsOf(registerSchema.safeParse({ ...validRegistration, name: long, email: `${long}@x.com`, password1: `${long}1` }));
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password1', 'password2']);
  });

  it('uses the resend and account-page messages of the seed', () => {
    expect(errorsOf(resendConfirmationSchema.safeParse({ email: '  ' })).email).toEqual([MESSAGES.emailEmpty]);
    const errors = errorsOf(updateUserPasswordSchema.safeParse({ id: 1, old_password: 'x', new_password: 'a1', confirm_password: 'b' }));
    expect(errors.new_password).toEqual([MESSAGES.passwordTooShortAccount]);
    expect(errors.confirm_password).toEqual([MESSAGES.passwordMismatch]);
    expect(recoverPasswordFormSchema.safeParse({ idencoded: 'MQ', token: 't', pass1: 'nova12345', pass2: 'nova12345' }).success).toBe(true);
  });

  it('refuses e-mails with control or invisible characters', () => {
    for (const email of ['a\u0000b@c.com', 'ana@exemplo\u200b.com', '\u202eana@exemplo.com', 'ana\u007f@exemplo.com']) {
      expect(errorsOf(loginSchema.safeParse({ email, password: 'x' })).email, JSON.stringify(email)).toEqual([MESSAGES.emailInvalid]);
    }
    expect(loginSchema.safeParse({ email: 'joão@exemplo.com.br', password: 'x' }).success).toBe(true);
  });

  it('takes the account id as an id, never coerced from a boolean, an array or a float', () => {
    expect(updateUserNameSchema.parse({ id: '7', name: 'Ana' }).id).toBe(7);
    for (const id of [true, [7], 7.5, '7.5', '0x7', '1e1', 0, -7, 2_147_483_648, null, {}]) {
      expect(errorsOf(updateUserNameSchema.safeParse({ id, name: 'Ana' })).id, JSON.stringify(id)).toEqual([MESSAGES.invalidId]);
    }
  });

  it('normalises e-mails by trimming and lower-casing', () => {
    expect(normalizeEmail('  JOSÉ@Exemplo.com ')).toBe('josé@exemplo.com');
  });
});
