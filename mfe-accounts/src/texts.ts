import { kindsInWords, MESSAGES, TRIAL_DAYS } from 'contracts';

/** Every user-visible text of mfe-accounts (pt-BR); texts the server shares come from MESSAGES. */
export const texts = {
  common: {
    loading: 'Carregando...',
    home: 'Ir para a página inicial',
    resendLink: 'Reenviar e-mail de confirmação',
    emailLabel: 'E-mail',
    passwordLabel: 'Senha',
  },
  login: {
    title: 'Seja bem vindo!',
    emailPlaceholder: 'e-mail...',
    passwordPlaceholder: 'senha...',
    submit: 'Entrar',
    forgotPassword: 'Esqueceu sua senha?',
    emailNotConfirmed: 'Seu e-mail ainda não foi confirmado. Abra o link que enviamos para ele ou peça um novo e-mail:',
    register: 'Criar uma nova conta',
  },
  recovery: {
    title: 'Recuperar senha',
    offer: (email: string) => `Enviaremos para ${email} um e-mail com um link para você redefinir sua senha.`,
    needsEmail: 'Digite um e-mail válido no campo e-mail acima para receber o link de redefinição de senha.',
    send: 'Enviar',
    sent: MESSAGES.recoveryEmailSent,
    ok: 'Ok',
  },
  register: {
    title: 'Crie sua conta',
    name: 'Nome',
    namePlaceholder: 'nome...',
    email: 'E-mail',
    emailPlaceholder: 'e-mail...',
    password: 'Senha',
    passwordPlaceholder: 'senha...',
    password2: 'Confirmação de senha',
    password2Placeholder: 'repita a senha...',
    passwordHint: 'A senha deve ter no mínimo 8 caracteres, com números e letras.',
    // The checkbox's label, with "termos de uso" linking to the terms page.
    terms: { before: 'Li e concordo com os ', link: 'termos de uso', after: '.' },
    submit: 'Criar Conta',
    success: MESSAGES.registered,
    successDetail: (email: string) =>
      `Enviamos um e-mail de confirmação para ${email}. Abra o link desse e-mail para ativar sua conta e poder entrar.`,
    mailFailedDetail: (email: string) =>
      `Não foi possível enviar agora o e-mail de confirmação para ${email}. Peça um novo para ativar sua conta:`,
    haveAccount: 'Já tem uma conta? Entrar',
  },
  terms: {
    title: 'Termos de uso',
    intro:
      `Estes termos valem para todo uso do Estratégia, o serviço on-line de análises estratégicas (${kindsInWords((kind) => kind.name)}) para empresas e consultorias. Ao criar uma conta, você declara que os leu e concorda com eles.`,
    sections: [
      {
        title: '1. Sua conta',
        paragraphs: [
          'A conta é pessoal e intransferível. Informe um nome e um e-mail verdadeiros: é por esse e-mail que confirmamos a conta, recuperamos a senha e enviamos avisos sobre o serviço.',
          'Você é responsável por manter sua senha em sigilo e por tudo o que for feito com a sua conta. Se suspeitar de acesso indevido, troque a senha e avise o suporte.',
        ],
      },
      {
        title: '2. Empresas e colaboradores',
        paragraphs: [
          'Quem cadastra uma empresa é o seu proprietário. O proprietário e os administradores convidam colaboradores, definem seus cargos e respondem pelos acessos que concedem.',
          'As análises e os números cadastrados pertencem à empresa. Cada pessoa vê apenas as empresas das quais participa.',
        ],
      },
      {
        title: '3. Dados pessoais e LGPD',
        paragraphs: [
          'Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018), apenas para prestar o serviço, manter a sua conta segura e cumprir obrigações legais. Não vendemos os seus dados.',
          'Você pode pedir a qualquer momento a confirmação, o acesso, a correção, a portabilidade ou a eliminação dos seus dados pelo e-mail do suporte.',
        ],
      },
      {
        title: '4. Período de teste e pagamentos',
        paragraphs: [
          `Toda empresa nova tem ${TRIAL_DAYS} dias de teste gratuito em modo demonstração, com limites de uso. Para continuar depois desse período, é preciso contratar um plano.`,
          'Os preços são em reais (R$) e os pagamentos são processados por um provedor de pagamentos parceiro; não guardamos os dados do seu cartão. Sem um plano ativo, a empresa fica bloqueada até a contratação, e os seus dados são mantidos.',
        ],
      },
      {
        title: '5. Uso adequado',
        paragraphs: [
          'Não é permitido usar o serviço para fins ilícitos, tentar acessar dados de outras empresas ou contas, nem sobrecarregar ou interferir no funcionamento do sistema. Contas que fizerem isso podem ser suspensas.',
        ],
      },
      {
        title: '6. Alterações destes termos',
        paragraphs: [
          'Podemos atualizar estes termos para acompanhar mudanças no serviço ou na lei. Avisaremos as mudanças relevantes por e-mail antes de elas valerem.',
        ],
      },
    ],
    contactTitle: '7. Contato',
    contact: 'Dúvidas, pedidos sobre os seus dados ou sobre estes termos: escreva para ',
  },
  confirmEmail: {
    title: 'Confirmação de e-mail',
    confirming: 'Confirmando e-mail, por favor aguarde...',
    confirmed: 'Seu e-mail foi validado com sucesso! Agora você já pode entrar na sua conta.',
    failedTitle: 'Confirmação de e-mail inválida',
    failedIntro: 'Não foi possível confirmar o seu e-mail. Possíveis causas:',
    failedCauses: [
      'o link utilizado está errado ou incompleto;',
      'ocorreu um erro momentâneo no servidor;',
      'o e-mail de confirmação está desatualizado (um e-mail mais novo foi enviado depois dele, ou o link expirou).',
    ],
    failedResend: 'Você pode pedir um novo e-mail de confirmação:',
  },
  resendConfirmation: {
    title: 'Reenvio de e-mail de confirmação',
    intro: 'Informe o endereço de e-mail da sua conta para receber um novo e-mail de confirmação.',
    email: 'Endereço',
    emailPlaceholder: 'e-mail...',
    submit: 'Enviar email de confirmação',
    processing: 'processando...',
    sent: (email: string) => `Um novo e-mail de confirmação foi enviado para ${email}. Abra o link desse e-mail para ativar sua conta.`,
    back: 'Voltar para o início.',
  },
  resetPassword: {
    title: 'Recuperar senha',
    password: 'Nova senha',
    passwordPlaceholder: 'nova senha...',
    confirmation: 'Confirmação da nova senha',
    confirmationPlaceholder: 'repita a nova senha...',
    hint: 'A senha deve conter no mínimo 8 caracteres entre números e letras.',
    submit: 'Alterar',
    saving: 'Alterando senha, por favor aguarde...',
    done: 'Sua senha foi redefinida com sucesso! Entre com a nova senha.',
  },
  /** The reset page opened from an invitation e-mail: the person chooses a first password. */
  invitation: {
    title: 'Criar senha',
    intro: 'Você foi convidado para uma empresa no Estratégia. Escolha a senha da sua conta para poder entrar.',
    password: 'Senha',
    passwordPlaceholder: 'senha...',
    confirmation: 'Confirmação da senha',
    confirmationPlaceholder: 'repita a senha...',
    submit: 'Criar senha',
    saving: 'Criando senha, por favor aguarde...',
    done: 'Sua senha foi criada com sucesso! Entre com o seu e-mail e a nova senha.',
  },
  account: {
    title: 'Conta',
    nameSection: 'Nome:',
    name: 'Nome',
    email: 'E-mail',
    passwordSection: 'Senha:',
    oldPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirmação da nova senha',
    passwordHint: 'A nova senha deve ter no mínimo 8 caracteres, com números e letras.',
    submit: 'Alterar',
    notificationsSection: 'Notificações:',
    unsubscribe: 'Cancelar notificações',
  },
} as const;
