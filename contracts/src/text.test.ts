import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
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
