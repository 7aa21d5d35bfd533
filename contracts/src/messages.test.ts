import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGES, rateLimitedMessage, waitText } from './messages.js';

describe('waitText', () => {
  it.each([
    [0.2, '1 segundo'],
    [40, '40 segundos'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [3599, '1 hora'],
    [3600, '1 hora'],
    [3660, '1 hora e 1 minuto'],
    [7500, '2 horas e 5 minutos'],
    [86_400, '24 horas'],
  ])('%s s → %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });

  it('goes into the messages of the limits that say how long to wait', () => {
    expect(RATE_LIMIT_MESSAGES.invitationsByUser(waitText(600))).toBe('Você enviou muitos convites por e-mail. Tente novamente em 10 minutos.');
  });
});

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
