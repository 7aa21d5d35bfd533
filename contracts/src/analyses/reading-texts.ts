import type { McpQuadrant } from './mcp/formulas.js';
import type { GeZone } from './multifatorial/formulas.js';

/**
 * The pt-BR texts of the analyses' automatic readings (./reading.ts): every sentence the
 * `reading.ts` functions write comes from here, or, for a kind whose reading shares nothing with
 * another's, from its folder's `reading-texts.ts`; figures arrive already formatted.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const products = (count: number) => plural(count, 'produto', 'produtos');
const items = (count: number) => plural(count, 'item', 'itens');

const months = (count: number) => plural(count, 'mês', 'meses');

export const MCP_READING_TEXTS = {
  comparison: 'Crescimento comparado',
  compared: (caption: string, basis: 'year' | 'previous') =>
    `Crescimento do mercado sobre ${basis === 'year' ? 'os mesmos meses do ano anterior' : 'o período anterior'}: ${caption}.`,
  noYearBefore: 'Não há dados um ano antes destes meses: o crescimento compara com o período anterior.',
  fewerCompared: (compared: number, shown: number) =>
    `Atenção: só ${compared} de ${months(shown)} do período ${compared === 1 ? 'tem' : 'têm'} com que comparar; o crescimento e os quadrantes refletem ${compared === 1 ? 'esse mês' : 'esses meses'}, não o período inteiro.`,
  noneCompared: 'Nenhum mês do período tem com que comparar: o crescimento não se calcula.',
  yearlyThreshold: (threshold: string) => `Limite de crescimento: ${threshold} ao ano.`,
  scaledThreshold: (threshold: string, yearly: string, span: number) => `Limite de crescimento: ${threshold} em ${months(span)} (${yearly} ao ano, proporcional ao período).`,
  quadrants: 'Faturamento e margem por quadrante',
  changes: 'Mudanças de quadrante',
  shareFell: 'Participação relativa em queda',
  balance: 'Equilíbrio do portfólio',
  guidance: 'Recomendação por quadrante',
  quadrantShare: (quadrant: McpQuadrant, revenue: string, margin: string | null, count: number) =>
    margin === null
      ? `${quadrant}: ${revenue} do faturamento (${products(count)}).`
      : `${quadrant}: ${revenue} do faturamento e ${margin} da margem de contribuição (${products(count)}).`,
  emptyQuadrant: (quadrant: McpQuadrant) => `${quadrant}: nenhum produto.`,
  unclassified: (revenue: string, count: number) => `Sem quadrante (mercado sem período anterior): ${revenue} do faturamento (${products(count)}).`,
  marginNotPositive: 'A margem de contribuição total do período não é positiva: as participações na margem não se aplicam.',
  moved: (name: string, from: McpQuadrant, to: McpQuadrant) => `${name}: ${from} → ${to}.`,
  noMove: (previous: string) => `Nenhum produto mudou de quadrante desde ${previous}.`,
  firstPeriod: 'Primeiro período do gráfico: não há período anterior para comparar.',
  fell: (name: string, before: string, now: string) => `${name}: participação relativa de ${before} para ${now}.`,
  noneFell: (previous: string) => `Nenhum produto perdeu participação relativa desde ${previous}.`,
  unclassifiable: 'Sem crescimento de mercado conhecido neste período, os produtos ainda não têm quadrante.',
  noStar: 'Nenhuma Estrela: nenhum produto lidera um mercado em crescimento; o futuro depende de Interrogações que se tornem Estrelas.',
  noCow: 'Nenhuma Vaca Leiteira: o portfólio não tem uma fonte estável de caixa.',
  oneCow: (name: string, share: string) => `O caixa depende de uma só Vaca Leiteira: ${name} traz ${share} da margem de contribuição.`,
  dogs: (share: string, limit: string) => `Os Abacaxis somam ${share} do faturamento, acima de ${limit}: prendem recursos com pouco retorno.`,
  unfunded: (questions: string, cows: string) =>
    `As Interrogações (${questions} do faturamento) pesam mais que as Vacas Leiteiras (${cows}): falta caixa para financiá-las.`,
  balanced: 'Portfólio equilibrado: há Estrelas, o caixa não depende de um só produto e os Abacaxis pesam pouco.',
  /** The balance warnings as the headline names them. */
  short: {
    noStar: 'sem Estrela',
    noCow: 'sem Vaca Leiteira',
    oneCow: 'caixa dependente de uma Vaca Leiteira',
    dogs: 'Abacaxis com peso alto no faturamento',
    unfunded: 'Interrogações sem caixa para financiá-las',
  },
  /** The classic BCG guidance for the products of each quadrant. */
  recommendation: {
    Estrela: 'Estrela — investir: sustentar a liderança enquanto o mercado cresce.',
    'Vaca Leiteira': 'Vaca Leiteira — manter e colher: defender a posição com pouco investimento e usar o caixa nas Estrelas e Interrogações.',
    Interrogação: 'Interrogação — investir seletivamente nas que podem liderar; desinvestir nas demais.',
    Abacaxi: 'Abacaxi — desinvestir, ou colher o que ainda rende sem novos investimentos.',
  } satisfies Record<McpQuadrant, string>,
  headline: (period: string, quadrant: McpQuadrant, share: string, warnings: readonly string[]) =>
    `${period}: ${quadrant} concentra ${share} do faturamento; ${warnings.length > 0 ? `atenção: ${warnings.join(', ')}` : 'portfólio equilibrado'}.`,
  headlineUnclassified: (period: string) => `${period}: sem período anterior, os produtos ainda não têm quadrante.`,
} as const;

/** The executive summary's reconciliation of the MCP and the Multifatorial (./reconcile.ts). */
export const RECONCILE_TEXTS = {
  title: 'MCP e Multifatorial, produto a produto',
  agreements: 'Onde as análises concordam',
  disagreements: 'Onde as análises divergem',
  advice: { invest: 'investir', select: 'investir com seletividade ou manter', harvest: 'colher ou desinvestir' },
  agree: (name: string, quadrant: McpQuadrant, zone: GeZone, advice: string) => `${name}: ${quadrant} na MCP e ${zone} na Multifatorial — as duas indicam ${advice}.`,
  disagree: (name: string, quadrant: McpQuadrant, mcpAdvice: string, mcpWhy: string, zone: GeZone, geAdvice: string, geWhy: string) =>
    `${name}: a MCP indica ${mcpAdvice} (${quadrant}: ${mcpWhy}), a Multifatorial indica ${geAdvice} (${zone}: ${geWhy}).`,
  mcpWhy: (rms: string, growth: string) => `participação relativa ${rms} num mercado que cresceu ${growth}`,
  geWhy: (force: string, attractiveness: string) => `força competitiva ${force} e atratividade ${attractiveness} de 10`,
  none: 'Nenhuma divergência: nos produtos presentes nas duas análises, as recomendações coincidem.',
  why: 'Por que divergem: a MCP olha só a participação e o crescimento das vendas (a participação relativa frente ao maior concorrente e o crescimento do mercado); a Multifatorial pondera critérios de atratividade do mercado e de força competitiva com os pesos escolhidos, que as vendas não mostram. Onde divergem, confira os critérios de maior peso da Multifatorial e os meses que a MCP comparou.',
} as const;

/** The executive summary's reconciliation of the markets: the MCP against the Multifatorial and the Ambiental (./reconcile.ts). */
export const RECONCILE_MARKET_TEXTS = {
  title: 'Mercados: MCP, Multifatorial e Ambiental',
  agreements: 'Onde as análises concordam sobre os mercados',
  disagreements: 'Onde as análises divergem sobre os mercados',
  /** What a reading makes of a market: promising or not. */
  outlook: { promising: 'um mercado promissor', unpromising: 'um mercado pouco promissor' },
  analyses: { multifatorial: 'Multifatorial', ambiental: 'Ambiental' },
  mcp: (growth: string, threshold: string, above: boolean) => `crescimento de ${growth}, ${above ? 'acima' : 'abaixo'} do limite de ${threshold}`,
  multifatorial: (attractiveness: string) => `atratividade ${attractiveness} de 10`,
  ambiental: (band: string, favorability: string) => `ambiente da empresa ${band}, favorabilidade ${favorability} de 10`,
  agree: (market: string, mcp: string, analysis: string, reading: string, outlook: string) =>
    `${market}: a MCP (${mcp}) e a ${analysis} (${reading}) o veem como ${outlook}.`,
  disagree: (market: string, mcpOutlook: string, mcp: string, analysis: string, outlook: string, reading: string) =>
    `${market}: a MCP o vê como ${mcpOutlook} (${mcp}), a ${analysis} como ${outlook} (${reading}).`,
  none: 'Nenhuma divergência: nos mercados presentes nas análises, as leituras coincidem.',
  why: 'Por que divergem: a MCP lê o mercado pelas vendas (o crescimento nos meses comparados frente ao limite); a Multifatorial, pelos critérios de atratividade com os pesos escolhidos (tamanho, rentabilidade, concorrência), que as vendas não mostram; a Ambiental, pelos fatores do ambiente da empresa como um todo, não de um mercado. Vendas que crescem num ambiente desfavorável podem não durar; um mercado atraente que não cresce pede que se confiram os meses comparados e as notas de atratividade.',
} as const;

export const MULTIFATORIAL_READING_TEXTS = {
  zones: 'Itens por zona',
  changes: 'Mudanças de zona',
  criteria: 'Critérios de maior peso',
  zone: (zone: GeZone, count: number, share: string, names: string) => `${zone}: ${items(count)}, ${share} do faturamento (${names}).`,
  emptyZone: (zone: GeZone) => `${zone}: nenhum item.`,
  moved: (name: string, from: GeZone, to: GeZone) => `${name}: ${from} → ${to}.`,
  noMove: (previous: string, latest: string) => `Nenhum item mudou de zona de ${previous} para ${latest}.`,
  oneMonth: 'Um só mês com notas: não há mês anterior para comparar.',
  axes: { attractiveness: 'Atratividade do mercado', force: 'Força competitiva' },
  axisCriteria: (axis: string, criteria: string, share: string) => `${axis}: ${criteria} — ${share} do peso do eixo.`,
  criterion: (name: string, share: string, higherIsWorse: boolean) => `${name} (${share}${higherIsWorse ? '; quanto maior, pior: nota alta conta como baixa' : ''})`,
  noCriteria: (axis: string) => `${axis}: nenhum critério com importância.`,
  headline: (month: string, count: number, total: number, share: string, moved: number) =>
    `${month}: ${count} de ${items(total)} em Investir/Crescer (${share} do faturamento); ${moved === 0 ? 'nenhum mudou de zona' : `${items(moved)} ${moved === 1 ? 'mudou' : 'mudaram'} de zona`}.`,
} as const;

export const AMBIENTAL_READING_TEXTS = {
  favorability: 'Favorabilidade',
  opportunities: 'As três oportunidades mais fortes',
  threats: 'As três ameaças mais fortes',
  pullDown: 'Fatores que puxam o resultado para baixo',
  bands: {
    veryUnfavorable: 'muito desfavorável',
    unfavorable: 'desfavorável',
    neutral: 'neutro',
    favorable: 'favorável',
    veryFavorable: 'muito favorável',
  },
  band: (score: string, band: string) => `Favorabilidade do ambiente: ${score} de 10 — ambiente ${band} (acima de 5 o ambiente favorece a empresa).`,
  ranked: (name: string, factor: string, weight: string) => `${name} (${factor}): peso ${weight} de 10.`,
  noOpportunity: 'Nenhuma oportunidade avaliada.',
  noThreat: 'Nenhuma ameaça avaliada.',
  down: (factor: string, score: string, importance: string) => `${factor}: favorabilidade ${score} de 10, importância ${importance}.`,
  noneDown: 'Nenhum fator está abaixo do neutro (5 de 10).',
  headline: (band: string, score: string, opportunity: string | null, threat: string | null) =>
    `Ambiente ${band} (${score} de 10); maior oportunidade: ${opportunity ?? 'nenhuma'}; maior ameaça: ${threat ?? 'nenhuma'}.`,
} as const;
