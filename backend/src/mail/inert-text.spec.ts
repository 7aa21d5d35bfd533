import { describe, expect, it } from 'vitest';
import { withoutLinks } from './inert-text.js';

describe('withoutLinks', () => {
  it.each([
    ['Ganhe R$ 10.000 em https://premio-facil.com/resgate', 'Ganhe R$ 10.000 em https[:]//premio-facil[.]com/resgate'],
    ['Visite www.premio.com.br hoje', 'Visite www[.]premio[.]com[.]br hoje'],
    ['premio.com', 'premio[.]com'],
    ['fale com ganhe@premio.com', 'fale com ganhe@premio[.]com'],
    ['ftp://10.0.0.1/x', 'ftp[:]//10[.]0[.]0[.]1/x'],
    ['Prêmio.Grátis', 'Prêmio[.]Grátis'],
  ])('%s', (text, inert) => {
    expect(withoutLinks(text)).toBe(inert);
  });

  it.each(['Padaria Pão Quente Ltda.', 'J.P. Souza & Cia', 'Versão 2.0', 'R$ 1.500,00', 'Ana Souza'])('leaves "%s" as it is', (text) => {
    expect(withoutLinks(text)).toBe(text);
  });
});
