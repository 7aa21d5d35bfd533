/**
 * The first screen of a page, drawn by the server into the page's HTML (backend/src/static):
 * the page's heading and what it is for, painted with the page's first bytes instead of after
 * the app's scripts have arrived and run (on a phone, seconds). The app's render replaces it
 * with the same texts in the same places, so what the user reads first stays. The texts live
 * here, once: the remote's texts file takes its headings and intros from `FIRST_SCREENS`.
 */
export interface FirstScreen {
  heading: string;
  /** The paragraph under the heading, when the page has one. */
  intro?: string;
}

/** The analyses' pages that open with a fixed heading (the analysis's kind, then its page's web path). */
export const FIRST_SCREENS = {
  mcp: {
    dados: {
      heading: 'Dados mensais',
      intro:
        'Faturamento (R$), custo variável (R$) e quantidade vendida de cada produto e concorrente, mês a mês. Use as setas para navegar e cole um bloco copiado de uma planilha.',
    },
    grafico: { heading: 'Matriz Crescimento & Participação' },
  },
  multifatorial: {
    notas: {
      heading: 'Notas do mês',
      intro:
        'Dê a nota de 0 a 10 de cada critério: os de atratividade para cada mercado, os de força para cada item. Um critério sem nota no mês fica fora da média.',
    },
    grafico: { heading: 'Gráfico da matriz multifatorial' },
  },
  ambiental: {
    fatores: {
      heading: 'Fatores do ambiente',
      intro:
        'Dê a cada fator a sua importância e, dentro dele, as oportunidades e ameaças com a importância e a nota de quanto agem hoje. Abra um fator para ver os seus subfatores.',
    },
    grafico: { heading: 'Gráfico da análise ambiental' },
  },
  swot: {
    cruzamentos: {
      heading: 'Cruzamentos',
      intro:
        'Para cada força ou fraqueza (linhas) e cada oportunidade ou ameaça (colunas), diga quanto uma age sobre a outra: 0 nenhuma, 1 fraca, 2 média, 3 forte. Clique numa célula para aumentar, ou use as setas e digite de 0 a 3.',
    },
    grafico: { heading: 'Gráfico da análise SWOT' },
  },
} as const satisfies Record<string, Record<string, FirstScreen>>;

const ANALYSIS_PAGE = /^\/empresa\/[1-9]\d*\/([a-z]+)\/[1-9]\d*\/([a-z]+)\/?$/;

/** The first screen of the page at `pathname`, or null when it has none (it then opens with the loading indicator alone). */
export function firstScreenFor(pathname: string): FirstScreen | null {
  const page = ANALYSIS_PAGE.exec(pathname);
  if (!page) return null;
  const pages: Record<string, FirstScreen> | undefined = Object.hasOwn(FIRST_SCREENS, page[1]!) ? FIRST_SCREENS[page[1] as keyof typeof FIRST_SCREENS] : undefined;
  return pages && Object.hasOwn(pages, page[2]!) ? pages[page[2]!]! : null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The first screen's HTML, written inside the shell's `#root` before its loading indicator (the
 * shell's index.html styles `.first-screen` as the layout places a page's content: the same
 * font, sizes and side margins, so the texts do not move or change size when the app draws them).
 */
export function firstScreenHtml(screen: FirstScreen): string {
  return `<section class="first-screen"><h2>${escapeHtml(screen.heading)}</h2>${screen.intro ? `<p>${escapeHtml(screen.intro)}</p>` : ''}</section>`;
}
