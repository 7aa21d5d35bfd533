import { describe, expect, it } from 'vitest';
import { demoLimitMessage, MESSAGES } from 'contracts';
import { creationFailure } from './creation-failure';

const LIMIT = demoLimitMessage('mcp', 7);
const general = (message: string) => ({ errors: { general: [message] }, message });

describe('creation failure', () => {
  it('keeps the field errors of a 400', () => {
    const error = { status: 400, errors: { name: ['Informe o nome.'] }, message: 'Informe o nome.' };
    expect(creationFailure(error, LIMIT)).toBe(error);
  });

  it('keeps the demo limit message', () => {
    expect(creationFailure({ status: 403, ...general(LIMIT) }, LIMIT)).toEqual({ status: 403, ...general(LIMIT) });
  });

  it('turns every other failure into the general communication error', () => {
    for (const error of [{ status: 403, ...general('Sem permissão.') }, { status: 500, ...general('x') }, { status: 'FETCH_ERROR' }, undefined]) {
      expect(creationFailure(error, LIMIT)).toMatchObject(general(MESSAGES.communicationError));
    }
  });
});
