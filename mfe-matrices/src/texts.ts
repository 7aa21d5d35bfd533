/** Every user-visible text of mfe-matrices (pt-BR, seed-matrices-plans §2). */
export const texts = {
  overview: {
    title: 'Bem vindo!',
    chooseCompany:
      "Para começar, escolha uma empresa: clique no ícone de configurações, no canto superior direito da tela, e depois em 'Empresas'.",
    accessNote:
      'A empresa só aparece na lista se o administrador do seu negócio liberar o seu acesso a ela, ou se você criar uma nova empresa.',
    chromeHint: 'Para uma melhor experiência, recomendamos o navegador Google Chrome.',
    tiles: {
      ambiental: 'AMBIENTAL',
      swot: 'SWOT Sistêmica',
      mcp: 'CRESCIMENTO PARTICIPAÇÃO &',
      multifatorial: 'MULTIFATORIAL',
    },
    multifatorialTip: {
      title: 'Dica: comece pela análise de Crescimento&Participação',
      body: 'Fazendo primeiro a análise de Crescimento e Participação (MCP), os dados dos seus produtos podem ser importados automaticamente para a análise Multifatorial.',
      continue: 'Continuar para Multifatorial',
      cancel: 'Cancelar',
    },
    // The demo-info dialog itself (title, text, buttons) is contracts/client's DemoInfoDialog.
    demoInfoLink: 'Sobre o modo demonstração',
  },
  uilab: {
    title: 'UI Lab',
    menuLabel: 'Menu do UI Lab',
    menu: { overview: 'Overview', buttons: 'Botoes', forms: 'Formulários', matrixChart: 'Gráfico Matricial' },
    index: {
      text: 'Área de desenvolvimento com os componentes de interface e o gráfico matricial, sempre com dados simulados.',
    },
    buttons: {
      primary: 'Primário',
      secondary: 'Secundário',
      success: 'Sucesso',
      danger: 'Perigo',
      outline: 'Contorno',
      link: 'Link',
      disabled: 'Desabilitado',
      small: 'Pequeno',
      large: 'Grande',
      variantsHeading: 'Variações',
      sizesHeading: 'Tamanhos e estados',
    },
    forms: {
      name: 'Nome',
      namePlaceholder: 'nome...',
      email: 'E-mail',
      emailPlaceholder: 'e-mail...',
      description: 'Descrição',
      sector: 'Tipo',
      sectorOptions: ['Indústria', 'Comércio', 'Serviços'],
      accept: 'Concordo com os termos de uso',
      reach: 'Alcance',
      reachOptions: ['Local', 'Regional', 'Nacional'],
      importance: 'Importância',
      grade: 'Nota',
      submit: 'Enviar',
    },
    chart: {
      heading: 'Gráfico Matricial',
      simulated: 'Dados simulados.',
      showLabels: 'Mostrar rótulos',
      xAxis: 'Força competitiva',
      yAxis: 'Atratividade de mercado',
      revenue: 'Faturamento',
    },
  },
} as const;
