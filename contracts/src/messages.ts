import * as MESSAGES from './message-catalog.js';

/**
 * Every pt-BR text that both server and clients use (the product's error catalogue). One place:
 * a text changes here (message-catalog.ts) and nowhere else.
 */
export { MESSAGES };

export type MessageKey = keyof typeof MESSAGES;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How long a 429 asks to wait, from its `Retry-After` seconds: "40 segundos", "12 minutos", "2 horas e 5 minutos". */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'segundo', 'segundos');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return plural(minutes, 'minuto', 'minutos');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hora', 'horas')} e ${plural(rest, 'minuto', 'minutos')}` : plural(hours, 'hora', 'horas');
}

/**
 * The rate limit's answer, saying how long to wait: `retryAfterSeconds` is what its
 * Retry-After header carries.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Muitas tentativas. Aguarde ${waitText(retryAfterSeconds)} e tente novamente.`;
}

/** 429 answers that say how long to wait (`wait` is `waitText` of the Retry-After). */
export const RATE_LIMIT_MESSAGES = {
  invitationsByUser: (wait: string) => `Você enviou muitos convites por e-mail. Tente novamente em ${wait}.`,
  invitationsByCompany: (wait: string) => `Esta empresa enviou muitos convites por e-mail. Tente novamente em ${wait}.`,
  userLookups: (wait: string) => `Você fez muitas buscas de usuário por e-mail. Tente novamente em ${wait}.`,
  expensiveReads: (wait: string) => `Você pediu muitos gráficos e tabelas de dados em pouco tempo. Tente novamente em ${wait}.`,
  bulkWrites: (wait: string) => `Esta empresa gravou muitas planilhas e importações em pouco tempo. Tente novamente em ${wait}.`,
} as const;
