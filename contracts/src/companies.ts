import { z } from 'zod';
import { email, NAME_MAX_LENGTH } from './accounts.js';
import { CompanyMode } from './company-mode.js';
import { isDateNotBeforeToday } from './format/date.js';
import { MESSAGES } from './messages.js';
import { idSchema, wholeNumber } from './ids.js';
import { parseId } from './parse-id.js';
import { isRole, Role, ROLE_NAMES } from './roles.js';
import { multiLineText, singleLineText, WHOLE_CHARACTERS } from './text.js';

export { idSchema, parseId, wholeNumber };

/**
 * Companies, staff and administration calls (seed-accounts-companies §3, §5, §7;
 * DECISIONS.md §3). Every request schema here is the one the server validates with and the
 * forms check against; every response type is what `data` of the envelope holds.
 */

export const FANTASY_NAME_MAX_LENGTH = 150;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 2000;

// ---------------------------------------------------------------- choices (get_choices)

export interface Choice {
  value: number;
  label: string;
}

/**
 * The four choice sets of the new-company form, as a Brazilian company knows them.
 * Values are stable numeric ids (seed §3: "numeric choice ids, default 1"); labels may
 * be reworded, values never reused.
 */
export const COMPANY_CHOICES = {
  business_model: [
    { value: 1, label: 'B2B (vende para empresas)' },
    { value: 2, label: 'B2C (vende para consumidores)' },
    { value: 3, label: 'B2B2C (empresas e consumidores)' },
    { value: 4, label: 'B2G (vende para o governo)' },
    { value: 5, label: 'Marketplace' },
    { value: 6, label: 'Franquia' },
    { value: 7, label: 'Outro' },
  ],
  sector: [
    { value: 1, label: 'Indústria' },
    { value: 2, label: 'Comércio' },
    { value: 3, label: 'Serviços' },
    { value: 4, label: 'Agronegócio' },
    { value: 5, label: 'Tecnologia' },
    { value: 6, label: 'Saúde' },
    { value: 7, label: 'Educação' },
    { value: 8, label: 'Construção' },
    { value: 9, label: 'Financeiro' },
    { value: 10, label: 'Logística e Transporte' },
    { value: 11, label: 'Alimentação' },
    { value: 12, label: 'Turismo e Hotelaria' },
    { value: 13, label: 'Terceiro Setor' },
    { value: 14, label: 'Outro' },
  ],
  // Porte by annual gross revenue (LC 123/2006 for MEI, ME and EPP; BNDES for média/grande).
  revenue: [
    { value: 1, label: 'MEI — até R$ 81 mil' },
    { value: 2, label: 'Microempresa — até R$ 360 mil' },
    { value: 3, label: 'Pequena empresa — até R$ 4,8 milhões' },
    { value: 4, label: 'Média empresa — até R$ 300 milhões' },
    { value: 5, label: 'Grande empresa — acima de R$ 300 milhões' },
  ],
  reach: [
    { value: 1, label: 'Local' },
    { value: 2, label: 'Regional' },
    { value: 3, label: 'Estadual' },
    { value: 4, label: 'Nacional' },
    { value: 5, label: 'Internacional' },
  ],
} as const satisfies Record<string, readonly Choice[]>;

export type ChoiceField = keyof typeof COMPANY_CHOICES;
export const CHOICE_FIELDS = ['business_model', 'sector', 'revenue', 'reach'] as const satisfies readonly ChoiceField[];
/** Default of each select (seed §3). */
export const DEFAULT_CHOICE = 1;

export const choiceSchema = z.object({ value: z.number().int(), label: z.string() });
/** GET /api/general/get_choices → data */
export const choicesSchema = z.object({
  business_model: z.array(choiceSchema),
  sector: z.array(choiceSchema),
  revenue: z.array(choiceSchema),
  reach: z.array(choiceSchema),
});
export type Choices = z.infer<typeof choicesSchema>;

export const choiceLabel = (field: ChoiceField, value: number): string | undefined =>
  (COMPANY_CHOICES[field] as readonly Choice[]).find((choice) => choice.value === value)?.label;

const choiceField = (field: ChoiceField) =>
  wholeNumber(MESSAGES.invalidChoice, MESSAGES.fieldRequired).refine(
    (value) => choiceLabel(field, value) !== undefined,
    MESSAGES.invalidChoice,
  );

// ---------------------------------------------------------------- shared fields

const fantasyName = singleLineText(FANTASY_NAME_MAX_LENGTH, MESSAGES.nameRequired);

const description = multiLineText(COMPANY_DESCRIPTION_MAX_LENGTH).optional().default('');

// ---------------------------------------------------------------- dates (unlock / extend)

const futureDate = z
  .string({ error: MESSAGES.invalidFutureDate })
  .max(40, MESSAGES.invalidFutureDate)
  .refine((text) => isDateNotBeforeToday(text), MESSAGES.invalidFutureDate);

// ---------------------------------------------------------------- requests

/** POST get_company_basic_info, POST delete_company: `{ id }` */
export const companyIdRequestSchema = z.object({ id: idSchema });
export type CompanyIdRequest = z.infer<typeof companyIdRequestSchema>;

/** POST /api/general/new_company */
export const newCompanySchema = z.object({
  fantasy_name: fantasyName,
  description,
  business_model: choiceField('business_model'),
  sector: choiceField('sector'),
  revenue: choiceField('revenue'),
  reach: choiceField('reach'),
});
export type NewCompanyRequest = z.input<typeof newCompanySchema>;
export type NewCompanyInput = z.output<typeof newCompanySchema>;

/** POST /api/general/update_company */
export const updateCompanySchema = z.object({ id: idSchema, fantasy_name: fantasyName, description });
export type UpdateCompanyRequest = z.input<typeof updateCompanySchema>;
export type UpdateCompanyInput = z.output<typeof updateCompanySchema>;

const roleOrNull = z.union([z.null(), wholeNumber(MESSAGES.invalidRole)], { error: MESSAGES.invalidRole }).refine(
  (value): value is Role | null => value === null || isRole(value),
  MESSAGES.invalidRole,
);

/** Collaborator names: optional for an existing account, required ("Nome não pode ser vazio") for a new one. */
const collaboratorName = singleLineText(NAME_MAX_LENGTH).optional().default('');

/**
 * POST /api/general/update_collaborator: add (unknown e-mail → invited account), change the
 * role of, or (role null) remove a collaborator; role null on one's own e-mail unlinks.
 */
export const updateCollaboratorSchema = z.object({
  email,
  role: roleOrNull,
  name: collaboratorName,
  companyId: idSchema,
});
export type UpdateCollaboratorRequest = { email: string; role: Role | null; name?: string; companyId: number };
export type UpdateCollaboratorInput = z.output<typeof updateCollaboratorSchema>;

/** Add-collaborator form (seed §3): email, name, role (default 4); the client checks name only for a new account. */
export const addCollaboratorFormSchema = z.object({
  email: z.string({ error: MESSAGES.fieldRequired }).trim().min(1, { message: MESSAGES.fieldRequired, abort: true }).pipe(email),
  name: z.string({ error: MESSAGES.fieldRequired }).min(1, { message: MESSAGES.fieldRequired, abort: true }).trim().min(1, MESSAGES.nameEmpty).regex(WHOLE_CHARACTERS, MESSAGES.textInvalid),
  role: z.number({ error: MESSAGES.fieldRequired }).refine(isRole, MESSAGES.invalidRole),
});

/**
 * POST /api/general/find_user_by_email. `companyId` (optional, sent by the administration
 * page) makes `isStaff` tell whether the user already belongs to that company; the caller
 * must manage that company (or, without it, manage some company).
 */
export const findUserByEmailSchema = z.object({ email, companyId: idSchema.optional() });
export type FindUserByEmailRequest = { email: string; companyId?: number };

/** POST unlock_company/{id}, extend_company/{id}: `{ date: 'YYYY-MM-DD' }`, today or later. */
export const companyDateSchema = z.object({ date: futureDate });
export type CompanyDateRequest = z.infer<typeof companyDateSchema>;

// ---------------------------------------------------------------- responses

export const companyModeSchema = z.union([
  z.literal(CompanyMode.Blocked),
  z.literal(CompanyMode.Demo),
  z.literal(CompanyMode.Full),
]);

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleInfo = z.infer<typeof roleSchema>;
export const roleInfo = (role: Role): RoleInfo => ({ id: role, name: ROLE_NAMES[role] });

/**
 * A company as one user sees it: data of get_company_basic_info, new_company,
 * update_company, set_active_company and the admin actions; the entries of
 * get_my_companies and get_companies_admin. `role` is null for a system administrator
 * who is not a member. isOwner/isAdmin/isConsultor/isStaff are role 1/2/3/4.
 * `remaining_days` = floor((lock date − now) / 24 h), null without a lock date.
 */
export const companySchema = z.object({
  id: z.number().int(),
  fantasy_name: z.string(),
  name: z.string(),
  description: z.string(),
  company_mode: companyModeSchema,
  company_lock_date: z.string().nullable(),
  date_joined: z.string(),
  email: z.string(),
  remaining_days: z.number().int().nullable(),
  business_model: z.number().int(),
  sector: z.number().int(),
  revenue: z.number().int(),
  reach: z.number().int(),
  isOwner: z.boolean(),
  isAdmin: z.boolean(),
  isConsultor: z.boolean(),
  isStaff: z.boolean(),
  isSysAdmin: z.boolean(),
  role: roleSchema.nullable(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * GET /api/general/get_my_companies → data: the caller's companies by fantasy_name, whether
 * they may create one, and the company they last selected with set_active_company (null
 * when none or no longer theirs).
 */
export const myCompaniesSchema = z.object({
  companies: z.array(companySchema),
  canCreateCompany: z.boolean(),
  activeCompanyId: z.number().int().nullable(),
});
export type MyCompanies = z.infer<typeof myCompaniesSchema>;

export const collaboratorSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  isOwner: z.boolean(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

/**
 * GET /api/general/get_company_staff/{companyId} → data. `allowedRoles` are the roles the
 * caller may assign (empty when `canEdit` is false).
 */
export const companyStaffSchema = z.object({
  staff: z.array(collaboratorSchema),
  allowedRoles: z.array(roleSchema),
  canEdit: z.boolean(),
});
export type CompanyStaff = z.infer<typeof companyStaffSchema>;

/** POST /api/general/update_collaborator → data: the collaborator now (null when removed), and whether an account was created. */
export const updateCollaboratorResultSchema = z.object({
  collaborator: collaboratorSchema.nullable(),
  created: z.boolean(),
});
export type UpdateCollaboratorResult = z.infer<typeof updateCollaboratorResultSchema>;

/** POST /api/general/find_user_by_email → data (null when no account has the e-mail). */
export const foundUserSchema = z
  .object({ first_name: z.string(), email: z.string(), isStaff: z.boolean().optional() })
  .nullable();
export type FoundUser = z.infer<typeof foundUserSchema>;

/** POST /api/general/delete_company → data. */
export const deletedCompanySchema = z.object({ id: z.number().int() });
export type DeletedCompany = z.infer<typeof deletedCompanySchema>;
