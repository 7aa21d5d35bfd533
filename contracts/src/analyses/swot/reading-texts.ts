import type { SwotPosture } from './formulas.js';

/** The pt-BR sentences of the SWOT's automatic reading (./reading.ts); figures arrive already formatted. */
export const SWOT_READING_TEXTS = {
  posture: 'Postura e por quê',
  crossings: 'Cruzamentos mais fortes',
  postureLine: (posture: SwotPosture, quadrant: string, score: string) => `Postura de ${posture}: ${quadrant} tem a maior pontuação (${score} de 10).`,
  scores: (scores: string) => `Pontuações dos cruzamentos: ${scores}.`,
  score: (quadrant: string, score: string) => `${quadrant} ${score}`,
  meaning: {
    Desenvolvimento: 'Usar as forças para aproveitar as oportunidades.',
    Crescimento: 'Superar as fraquezas para aproveitar as oportunidades.',
    Manutenção: 'Usar as forças para se defender das ameaças.',
    Sobrevivência: 'Reduzir as fraquezas expostas às ameaças.',
  } satisfies Record<SwotPosture, string>,
  noPosture: 'Ainda não há cruzamentos avaliados: a postura não se define.',
  intensities: ['nenhuma', 'fraca', 'média', 'forte'],
  crossing: (internal: string, external: string, quadrant: string, intensity: string, weight: string) =>
    `${internal} × ${external} (${quadrant}): intensidade ${intensity}, peso ${weight} de 10.`,
  noCrossing: 'Nenhum cruzamento avaliado.',
  headline: (posture: SwotPosture, quadrant: string, score: string) => `Postura de ${posture}: ${quadrant} lidera os cruzamentos com ${score} de 10.`,
  headlineNone: 'Sem cruzamentos avaliados: a postura ainda não se define.',
} as const;
