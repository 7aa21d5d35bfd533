import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { email, loginSchema, registerSchema } from './accounts.js';
import { multiLineText, singleLineText } from './text.js';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('free texts', () => {
  const name = singleLineText(10, MESSAGES.nameRequired);

  it('keeps accents, emoji and inner spaces, trimmed', () => {
    expect(name.parse('  João 👩‍👩‍👧 ')).toBe('João 👩‍👩‍👧');
  });

  it('refuses control characters and bidirectional overrides in pt-BR', () => {
    for (const text of ['a\u0000b', 'a\u0007', 'a\nb', 'a\u202Eb', '\u2066x']) {
      expect(issuesOf(name.safeParse(text))).toEqual([MESSAGES.textInvalid]);
    }
  });

  it('refuses a lone UTF-16 surrogate (half an emoji) in pt-BR, in every kind of text field, and keeps whole pairs', () => {
    const lone = ['a\ud800', '\udc00b', 'x\ud83d y', '\ude00\ud83d'];
    for (const text of lone) {
      expect(issuesOf(name.safeParse(text)), JSON.stringify(text)).toEqual([MESSAGES.textInvalid]);
      expect(issuesOf(multiLineText(100).safeParse(text)), JSON.stringify(text)).toEqual([MESSAGES.textInvalid]);
    }
    expect(issuesOf(email.safeParse('jo\ud800@exemplo.com.br'))).toEqual([MESSAGES.emailInvalid]);
    const register = registerSchema.safeParse({ name: 'Ana', email: 'ana@exemplo.com.br', password1: 'senha 1234\ud800', password2: 'senha 1234\ud800', terms: true });
    expect(issuesOf(register)).toEqual([MESSAGES.textInvalid]);
    expect(issuesOf(loginSchema.safeParse({ email: 'ana@exemplo.com.br', password: '\udfff' }))).toEqual([MESSAGES.textInvalid]);
    expect(name.parse('😀 ok')).toBe('😀 ok');
  });

  it('says which rule failed: empty, too long', () => {
    expect(issuesOf(name.safeParse('   '))).toEqual([MESSAGES.nameRequired]);
    expect(issuesOf(name.safeParse('x'.repeat(11)))).toEqual([MESSAGES.textTooLong]);
  });

  it('lets a multi-line text keep its line breaks and tabs, nothing else invisible', () => {
    const description = multiLineText(100);
    expect(description.parse('linha 1\n\tlinha 2')).toBe('linha 1\n\tlinha 2');
    expect(issuesOf(description.safeParse('a\u0000'))).toEqual([MESSAGES.textInvalid]);
  });
});
