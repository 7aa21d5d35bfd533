import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from './messages.js';

describe('rateLimitedMessage', () => {
  it('says how long to wait: seconds under a minute, whole minutes (rounded up) beyond', () => {
    expect(rateLimitedMessage(1)).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
    expect(rateLimitedMessage(45)).toBe('Muitas tentativas. Aguarde 45 segundos e tente novamente.');
    expect(rateLimitedMessage(60)).toBe('Muitas tentativas. Aguarde 1 minuto e tente novamente.');
    expect(rateLimitedMessage(61)).toBe('Muitas tentativas. Aguarde 2 minutos e tente novamente.');
    expect(rateLimitedMessage(900)).toBe('Muitas tentativas. Aguarde 15 minutos e tente novamente.');
  });

  it('never says zero', () => {
    expect(rateLimitedMessage(0)).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
    expect(rateLimitedMessage(0.2)).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
  });
});
