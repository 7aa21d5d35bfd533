/**
 * The catalogue behind `MESSAGES` (messages.ts): one named export per text, so that a bundle
 * keeps only the texts its code reads (`MESSAGES.x` on a namespace is tree-shaken per name;
 * the properties of one object literal are not).
 */
// General
export const communicationError = 'Ocorreu um problema de comunicação com o servidor. Por favor, consulte o suporte.';
export const notFoundPage = 'Página não encontrada. Verifique a url e tente novamente.';
export const apiNotFound = 'Recurso não encontrado.';
export const malformedJson = 'O corpo da requisição não é um JSON válido.';
export const invalidInput = 'Dados inválidos. Verifique os campos destacados.';
export const payloadTooLarge = 'O corpo da requisição é grande demais.';
export const headersTooLarge = 'Os cabeçalhos da requisição são grandes demais.';
export const malformedRequest = 'Requisição HTTP malformada.';
export const requestTimeout = 'A requisição demorou demais para chegar ao servidor. Tente novamente.';
export const unauthenticated = 'Você precisa entrar na sua conta para continuar.';
export const forbidden = 'Você não tem permissão para realizar esta ação.';
export const xsrfRejected = 'Requisição recusada: token de segurança (XSRF) ausente ou inválido. Recarregue a página e tente novamente.';
export const rateLimited = 'Muitas tentativas. Aguarde um pouco e tente novamente.';
export const databaseUnavailable = 'O banco de dados está indisponível no momento. Tente novamente em instantes.';
export const instanceStarting = 'O servidor está iniciando. Tente novamente em instantes.';
export const instanceDraining = 'Este servidor está sendo desligado. Tente novamente em instantes.';
export const sharedStoreUnavailable = 'O serviço compartilhado de sessões (Redis) está indisponível no momento. Tente novamente em instantes.';
export const internalError = 'Ocorreu um erro inesperado no servidor. Por favor, consulte o suporte.';
export const methodNotAllowed = 'Método não permitido para este recurso.';
export const frontendUnavailable = 'A interface do sistema não está disponível no momento. Por favor, consulte o suporte.';

// Client validation
export const emailRequired = 'Campo e-mail é obrigatório';
export const emailInvalid = 'E-mail inválido';
export const passwordRequired = 'Campo senha é obrigatório';
export const nameRequired = 'Campo nome é obrigatório';
export const fieldRequired = 'Campo é obrigatório';
export const nameEmpty = 'Nome não pode ser vazio';
export const emailEmpty = 'E-mail não pode ser vazio';
export const passwordNeedsDigits = 'A senha precisa conter números';
export const passwordNeedsLetters = 'A senha precisa conter letras';
export const passwordTooShort = 'A senha precisa ter no mínimo 8 caracteres';
export const passwordTooShortAccount = 'A senha precisa ter no mínimo 8 caracteres.';
export const passwordTooLong = 'A senha pode ter no máximo 128 caracteres';
export const passwordMismatch = 'Confirmação de senha não bate com senha';
export const termsRequired = 'Você precisa concordar com os termos de uso';
export const invalidFutureDate = 'Data inválida. Selecione uma data futura.';
export const textTooLong = 'Texto longo demais';
export const textInvalid = 'O texto contém caracteres inválidos.';

// Companies, staff and administration (docs/domain/companies-and-roles.md)
export const invalidId = 'Identificador inválido.';
export const invalidChoice = 'Selecione uma opção válida.';
export const invalidRole = 'Cargo inválido.';
export const companyNotFound = 'Empresa não encontrada.';
export const deleteCompanyForbidden = 'Apenas o proprietário da empresa pode excluí-la.';
export const companyEditForbidden = 'Apenas o proprietário ou um administrador da empresa pode alterá-la.';
export const staffManageForbidden = 'Apenas o proprietário ou um administrador da empresa pode gerenciar colaboradores.';
export const assignOwnerForbidden = 'Apenas um administrador do sistema pode definir ou alterar o proprietário da empresa.';
export const lastOwner = 'A empresa precisa ter ao menos um proprietário.';
export const notCollaborator = 'Este usuário não é colaborador desta empresa.';
export const sysAdminOnly = 'Apenas um administrador do sistema pode realizar esta ação.';
export const createCompanyForbidden = 'Para criar uma nova empresa, cadastre primeiro uma forma de pagamento.';
export const collaboratorAdded = 'Colaborador adicionado à empresa';

// Analyses (docs/domain/companies-and-roles.md, docs/domain/analyses.md)
export const analysisNotFound = 'Análise não encontrada.';
/** A part (a factor, an item…) saved or changed after someone else deleted it. */
export const partDeleted = 'Este item foi excluído por outra pessoa.';
/** 412: the version the writer saw (If-Match) is not the stored one; nothing was written. */
export const staleVersion = 'Outra pessoa alterou este item. Veja a versão atual e salve de novo.';
/** 412: cells of a bulk save changed since the writer read them; nothing was written. */
export const cellConflicts = 'Outra pessoa alterou valores que você editou. Escolha, em cada um, qual valor manter e salve de novo.';
export const analysisEditForbidden = 'Funcionários podem apenas consultar as análises. Peça a um proprietário, administrador ou consultor da empresa para alterá-las.';
export const companyBlocked = 'O acesso desta empresa está bloqueado. Renove a assinatura na página de planos para voltar a usar as análises.';
export const invalidMonth = 'Mês inválido. Informe uma data no formato AAAA-MM-DD.';
export const invalidMoney = 'Valor inválido. Informe um valor em reais, não negativo, com no máximo 2 casas decimais.';

// Plans, checkout and purchases (docs/domain/plans-and-limits.md)
export const productNotFound = 'Plano não encontrado.';
export const productCostInvalid = 'Informe o valor mensal em reais, maior que zero, com até duas casas decimais.';
export const productMonthsInvalid = 'Informe a duração em meses, um número inteiro de 1 a 120.';
export const productOrderInvalid = 'Informe a ordem, um número inteiro de 0 a 100000.';
export const buyPlanForbidden = 'Apenas o proprietário ou um administrador da empresa pode assinar um plano.';
export const checkoutNotFound = 'Pagamento não encontrado.';
export const checkoutAlreadyPaid = 'Este pagamento já foi aprovado.';
export const checkoutExpired = 'Este pagamento expirou: ele ficou mais de 24 horas sem ser concluído. Volte à página de planos e assine novamente.';
export const sandboxActionInvalid = 'Link de pagamento de teste inválido ou expirado. Volte à página de planos e tente novamente.';
export const paymentProviderUnavailable = 'Não foi possível falar com o provedor de pagamento agora. Tente novamente em instantes.';
export const paymentNotificationRejected = 'Notificação de pagamento recusada: assinatura inválida.';

// Accounts (server answers; docs/domain/api.md, docs/domain/accounts.md)
export const registered = 'Conta criada com sucesso';
export const registeredMailFailed =
    'Conta criada com sucesso, mas não foi possível enviar o e-mail de confirmação agora. Peça um novo em /reenviarEmailDeConfirmacao.';
export const emailTaken = 'Já existe uma conta com este e-mail. Se você esqueceu a senha, use "Esqueceu sua senha?" na página de login.';
export const invalidCredentials = 'E-mail ou senha incorretos.';
export const emailNotConfirmed =
    'Seu e-mail ainda não foi confirmado. Abra o link que enviamos para ele ou peça um novo em /reenviarEmailDeConfirmacao.';
export const emailConfirmationFailedText =
    'Não foi possível confirmar o e-mail: o link é inválido, expirou ou o e-mail mudou. Peça um novo em /reenviarEmailDeConfirmacao.';
export const confirmationResent = 'Se este e-mail tiver uma conta ainda não confirmada, enviamos um novo e-mail de confirmação.';
export const recoveryEmailSent = 'Já te enviamos um e-mail para que você possa redefinir sua senha.';
export const resetLinkInvalid = 'Link de redefinição de senha inválido ou expirado. Peça um novo em "Esqueceu sua senha?".';
export const passwordResetDone = 'Senha redefinida com sucesso.';
export const loggedOut = 'Você saiu da sua conta.';
export const nameUpdated = 'Nome alterado com sucesso.';
export const passwordUpdated = 'Senha alterada com sucesso.';
export const oldPasswordWrong = 'Senha atual incorreta.';
export const notYourAccount = 'Você só pode alterar os dados da sua própria conta.';

// Analyses: Ambiental and SWOT Sistêmica (issue 11)
export const unitScoreInvalid = 'Informe um número de 0 a 1.';
export const subfactorKindInvalid = 'Tipo inválido: use oportunidade ou ameaça.';
export const swotQuadrantInvalid = 'Quadrante inválido: use S (força), W (fraqueza), O (oportunidade) ou T (ameaça).';
export const swotTextRequired = 'Campo texto é obrigatório';
export const crossingIntensityInvalid = 'Intensidade inválida: use um número inteiro de 0 (nenhuma) a 3 (forte).';
export const crossingPairInvalid = 'Cada cruzamento precisa ligar uma força ou fraqueza a uma oportunidade ou ameaça desta mesma análise SWOT.';
export const crossingDuplicate = 'O mesmo cruzamento aparece mais de uma vez.';
export const crossingEntryInvalid = 'Cada cruzamento precisa de internal, external e intensity.';
export const tooManyCrossings = 'Cruzamentos demais em uma só requisição.';
export const ambientalNotInCompany = 'Escolha uma análise ambiental desta mesma empresa.';

// Analyses: MCP (issue 9)
export const colorInvalid = 'Cor inválida.';
export const growthThresholdInvalid = 'Informe um limite de crescimento entre -100% e 1000% (ex.: 0,10 para 10%).';
export const valueInvalid = 'Valor inválido.';
export const growthBasisInvalid = 'Base de crescimento inválida: use year (mesmos meses do ano anterior) ou previous (período anterior).';
export const groupingInvalid = 'Agrupamento inválido: use 1 (mês), 3 (trimestre), 6 (semestre) ou 12 (ano).';
export const tooManyRows = 'Linhas demais em uma só requisição.';
export const duplicateRows = 'O mesmo item aparece mais de uma vez no mesmo mês.';
export const periodOrder = 'O fim do período deve ser igual ou posterior ao início.';
export const nameTaken = 'Já existe um item com este nome.';

// Analyses: Multifatorial (issue 10)
export const criterionAxisInvalid = 'Eixo inválido: use attractiveness (atratividade do mercado) ou force (força competitiva).';
export const gradeTargetInvalid = 'Cada nota precisa de um critério desta análise e de uma categoria (critério de atratividade) ou de um item (critério de força) desta mesma análise.';
export const criterionAxisLocked = 'Este critério já tem notas: o eixo não pode mais ser alterado. Crie um novo critério no outro eixo.';
export const gradeDuplicate = 'A mesma nota aparece mais de uma vez.';
export const tooManyGrades = 'Notas demais em uma só requisição.';
export const mcpNotInCompany = 'Escolha uma análise MCP desta mesma empresa.';

// Remote loading (shell)
export const remoteLoadFailed = 'Não foi possível carregar esta parte do sistema. Verifique sua conexão e tente novamente.';
export const remoteRetry = 'Tentar novamente';

// Page-view analytics (issue 14)
export const pageViewRouteInvalid = 'Rota inválida: use o padrão da rota (ex.: /empresa/:companyId/mcp), com segmentos de letras, "-" e "_" ou parâmetros ":nome", sem números nem identificadores.';
export const pageViewRemoteInvalid = 'Aplicação de origem inválida.';
export const pageViewInvalid = 'Visualização de página inválida: envie apenas a rota (route), a rota de origem (referrer) e a aplicação (remote).';
export const pageViewBatchInvalid = 'Envie apenas a lista de visualizações de página (views) e o token de segurança (xsrf).';
export const pageViewBatchEmpty = 'Envie ao menos uma visualização de página.';
export const pageViewBatchTooLarge = 'Visualizações de página demais em uma só requisição.';
export const pageViewDateInvalid = 'Data inválida. Informe uma data no formato AAAA-MM-DD.';
export const pageViewRangeTooLong = 'O período pode ter no máximo 366 dias.';
export const pageViewLimitInvalid = 'Quantidade de rotas por página inválida: informe um número inteiro de 1 a 100.';
export const pageViewOffsetInvalid = 'Posição inválida: informe um número inteiro de 0 a 1.000.000.';

// Connection and service worker (issue 14). The three service-worker texts are the product's
// requirement word for word, in English.
export const serverUnreachable = 'Sem conexão com o servidor.';
export const serviceWorkersUnsupported = 'Service workers are disabled or not supported by this browser';
export const pushNotSubscribed = 'Not subscribed to push notifications.';
export const pushUnsubscribeFailed = 'Unsubscribe failed!';
/** A live-events ticket unknown, already used or older than a minute (the page asks for a new one). */
export const liveTicketInvalid = 'O acesso às atualizações ao vivo expirou. Recarregue a página.';
export const historyLimitInvalid = 'Quantidade de versões por página inválida: informe um número inteiro de 1 a 100.';
export const historyOffsetInvalid = 'Posição inválida: informe um número inteiro de 0 a 1.000.000.';
export const revisionNotFound = 'Versão não encontrada no histórico desta análise.';
export const chartWidthInvalid = 'Largura do gráfico inválida: informe um número inteiro de 200 a 2.000 pixels.';
export const chartHeightInvalid = 'Altura do gráfico inválida: informe um número inteiro de 100 a 1.200 pixels.';
export const chartNameInvalid = 'Gráfico desconhecido: informe um dos gráficos da página.';
export const chartPeriodUnknown = 'Período sem dados nesta análise: informe o primeiro mês de um dos períodos do gráfico.';
