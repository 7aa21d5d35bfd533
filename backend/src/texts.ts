/**
 * pt-BR texts only the backend writes (e-mails). Texts that clients also show live in
 * contracts `MESSAGES`.
 */

/** One e-mail: subject, plain-text paragraphs and the link, rendered to text and HTML by MailService. */
export interface MailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  footer: string[];
}

export const PRODUCT_NAME = 'Estratégia';

export const MAIL_TEXTS = {
  confirmation: (name: string): MailText => ({
    subject: 'Confirme seu e-mail',
    greeting: `Olá, ${name}!`,
    paragraphs: [
      `Obrigado por criar sua conta no ${PRODUCT_NAME}.`,
      'Para confirmar seu e-mail e ativar sua conta, acesse o link abaixo:',
    ],
    action: 'Confirmar e-mail',
    footer: [
      'O link vale por 3 dias. Se ele expirar, peça um novo na página de reenvio de e-mail de confirmação.',
      'Se você não criou esta conta, ignore esta mensagem.',
    ],
  }),
  passwordRecovery: (name: string): MailText => ({
    subject: 'Redefinição de senha',
    greeting: `Olá, ${name}!`,
    paragraphs: [
      `Recebemos um pedido para redefinir a senha da sua conta no ${PRODUCT_NAME}.`,
      'Para escolher uma nova senha, acesse o link abaixo:',
    ],
    action: 'Redefinir senha',
    footer: [
      'O link vale por 3 dias e só pode ser usado uma vez.',
      'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    ],
  }),
  /** `inviter`: who added them, by name and e-mail, so the reader knows who used our sender. */
  invitation: (name: string, companyName: string, inviter: { name: string; email: string }): MailText => ({
    subject: `Você foi adicionado à empresa ${companyName}`,
    greeting: `Olá, ${name}!`,
    paragraphs: [
      `${inviter.name ? `${inviter.name} (${inviter.email})` : inviter.email} adicionou você à empresa ${companyName} no ${PRODUCT_NAME}.`,
      'Para acessar, crie sua senha no link abaixo (ele também confirma o seu e-mail):',
    ],
    action: 'Criar senha',
    footer: [
      'O link vale por 3 dias. Depois disso, use "Esqueceu sua senha?" na página de login com este e-mail.',
      'Não conhece quem convidou ou não quer participar? Basta ignorar esta mensagem: sem uma senha criada por você, ninguém entra nesta conta, e este convite não envia outros e-mails.',
      `Os nomes da empresa e de quem convidou foram escritos por quem enviou o convite. O ${PRODUCT_NAME} nunca pede pagamentos ou dados bancários nem oferece prêmios por e-mail.`,
    ],
  }),
  /** A registration of an address that was invited and never set a password (docs/DECISIONS.md). */
  activation: (name: string): MailText => ({
    subject: 'Ative sua conta',
    greeting: `Olá, ${name}!`,
    paragraphs: [
      `Recebemos um cadastro no ${PRODUCT_NAME} com este e-mail, que já tinha sido convidado para uma empresa.`,
      'Para ativar sua conta, crie sua senha no link abaixo (ele também confirma o seu e-mail). Por segurança, a senha digitada no cadastro não foi usada: só quem recebe este e-mail escolhe a senha.',
    ],
    action: 'Criar senha',
    footer: [
      'O link vale por 3 dias. Depois disso, use "Esqueceu sua senha?" na página de login com este e-mail.',
      'Se não foi você quem se cadastrou, ignore esta mensagem: nada muda na conta enquanto ninguém criar a senha pelo link.',
    ],
  }),
} as const;

/** The sandbox provider's checkout page (docs/domain/plans-and-limits.md), served by the backend itself. */
export const SANDBOX_TEXTS = {
  title: 'Pagamento de teste',
  banner: 'Ambiente de teste — nenhum pagamento real',
  intro: 'Esta página faz o papel do provedor de pagamento. Escolha o resultado do pagamento:',
  company: 'Empresa',
  product: 'Plano',
  months: (months: number) => `${months} ${months === 1 ? 'mês' : 'meses'}`,
  duration: 'Duração',
  monthly: 'Valor mensal',
  total: 'Valor total',
  signIn: 'Para decidir, entre com a conta de quem comprou (proprietário ou administrador da empresa):',
  email: 'E-mail',
  password: 'Senha',
  approve: 'Aprovar pagamento',
  decline: 'Recusar pagamento',
  back: 'Voltar para a página de planos',
} as const;

/** The OpenAPI document (GET /api/openapi.json) and its reference page (/api/docs). */
export const OPENAPI_TEXTS = {
  title: `API ${PRODUCT_NAME}`,
  description:
    'Toda resposta JSON vem no envelope { success, data, errors, message }: `data` com o resultado quando success é true; `errors` (campo → mensagens em pt-BR) e `message` quando é false. Chamadas que alteram dados levam o cabeçalho X-XSRF-TOKEN com o valor do cookie XSRF-TOKEN.',
  tokenScheme: 'Authorization: Token <token> (o token devolvido por POST /api/general/login).',
  okAnswer: 'Sucesso: o envelope com `data`.',
  rawAnswer: 'Uma página HTML (ou um redirecionamento), não o envelope JSON.',
  pageError: 'Uma página HTML em pt-BR que diz por quê, não o envelope JSON.',
  errors: {
    400: 'Entrada inválida: `errors` diz qual campo e por quê.',
    401: 'Sem sessão: token ausente, inválido ou expirado.',
    403: 'Sem permissão (papel na empresa, administrador do sistema) ou sem o token XSRF.',
    404: 'Não encontrado.',
    409: 'Conflito com um dado existente (e-mail ou nome já usado).',
    410: 'Não está mais disponível: um pagamento que expirou.',
    412: 'Outra pessoa alterou o que esta chamada altera: a versão do If-Match não é a atual (`data` traz o recurso como está e quem o alterou), ou células de uma gravação em lote diferem do `expected` (`data.conflicts` lista cada uma). Nada foi gravado.',
    413: 'Corpo da requisição grande demais.',
    429: 'Tentativas demais: aguarde (cabeçalho Retry-After).',
    503: 'Instância não pronta (iniciando, sendo desligada, ou sem banco de dados ou Redis): `data` traz o relatório de prontidão.',
  },
  ifMatch:
    'Opcional: "<versão>", a versão do recurso que o cliente leu (o ETag das respostas sobre um recurso). Se não for a atual, a resposta é 412 e nada é gravado; sem o cabeçalho a gravação acontece sem essa verificação.',
  docsTitle: `Referência da API — ${PRODUCT_NAME}`,
} as const;
