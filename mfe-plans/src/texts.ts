/** Every user-visible text of mfe-plans (pt-BR, seed-matrices-plans §2). */
export const texts = {
  plans: { title: 'Planos' },
} as const;
