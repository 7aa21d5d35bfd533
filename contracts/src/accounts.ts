import { z } from 'zod';
import { idSchema } from './ids.js';
import { MESSAGES } from './messages.js';
import { singleLineText, WHOLE_CHARACTERS } from './text.js';

/** Limits shared by forms and server (DECISIONS.md §2: passwords 8..128). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;

/** E-mails are trimmed and compared case-insensitively: normalised once, here. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// A pragmatic address check: one @, no spaces, a dot in the domain; no control or invisible
// format characters (NUL, RTL override, zero-width), which no mailbox has and which spoof one,
// nor lone UTF-16 surrogates.
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}\p{Cs}]+@[^\s@\p{Cc}\p{Cf}\p{Cs}]+\.[^\s@\p{Cc}\p{Cf}\p{Cs}]+$/u;

const emailField = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .min(1, { message: emptyMessage, abort: true })
        .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
        .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
    );

export const email = emailField(MESSAGES.emailRequired);

/** New passwords: 8..128 characters with letters and digits (seed §5). */
const newPassword = (tooShort: string = MESSAGES.passwordTooShort) =>
  z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { message: MESSAGES.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
    .regex(/\d/, MESSAGES.passwordNeedsDigits)
    .regex(/\p{L}/u, MESSAGES.passwordNeedsLetters)
    .regex(WHOLE_CHARACTERS, MESSAGES.textInvalid);


const anyPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .regex(WHOLE_CHARACTERS, MESSAGES.textInvalid);

const token = z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired).max(512, MESSAGES.textTooLong).regex(WHOLE_CHARACTERS, MESSAGES.textInvalid);

const matching = <T extends Record<string, unknown>>(a: keyof T & string, b: keyof T & string) =>
  (value: T, ctx: z.RefinementCtx) => {
    if (value[a] !== value[b]) ctx.addIssue({ code: 'custom', path: [b], message: MESSAGES.passwordMismatch });
  };

/**
 * Runs the match check even when other fields are invalid (zod skips refinements after an
 * aborting issue, e.g. unchecked terms), so a form shows the mismatch as soon as it exists.
 */
const whenBothTyped = (a: string, b: string) => ({
  when: (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.[a] === 'string' && typeof value?.[b] === 'string';
  },
});

/** POST /api/auth/register */
export const registerSchema = z
  .object({
    name: singleLineText(NAME_MAX_LENGTH, MESSAGES.nameRequired),
    email,
    password1: newPassword(),
    password2: z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired),
    terms: z.literal(true, { error: MESSAGES.termsRequired }),
  })
  .superRefine(matching('password1', 'password2'), whenBothTyped('password1', 'password2'));
export type RegisterRequest = z.infer<typeof registerSchema>;

/**
 * Data of a successful registration. `confirmationSent` is false when the account exists but
 * the confirmation e-mail could not be sent (the page then points to the resend page).
 */
export const registerResponseSchema = z.object({ id: z.number().int(), email: z.string(), confirmationSent: z.boolean() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/general/login */
export const loginSchema = z.object({ email, password: anyPassword });
export type LoginRequest = z.infer<typeof loginSchema>;

/** POST /api/general/send_recover_password_email */
export const recoverPasswordEmailSchema = z.object({ email });
export type RecoverPasswordEmailRequest = z.infer<typeof recoverPasswordEmailSchema>;

/** POST /api/auth/resendconfirmationemail */
export const resendConfirmationSchema = z.object({ email: emailField(MESSAGES.emailEmpty) });
export type ResendConfirmationRequest = z.infer<typeof resendConfirmationSchema>;

/** POST /api/auth/confirmemail */
export const confirmEmailSchema = z.object({ email, token });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailSchema>;

/** The `message` values the confirmation page reacts to (DECISIONS.md §2). */
export const CONFIRM_EMAIL_MESSAGES = {
  confirmed: 'emailConfirmed',
  alreadyConfirmed: 'emailAlreadyConfirmed',
  failed: 'emailConfirmationFailed',
} as const;

/**
 * Query parameter of the invitation e-mail's link (`/redefinirSenha/{id}/{token}?convite=1`):
 * the same reset page, worded for a person choosing their first password.
 */
export const INVITATION_QUERY = 'convite';

/** POST /api/auth/recoverPasswordForm */
export const recoverPasswordFormSchema = z
  .object({
    idencoded: token,
    token,
    pass1: newPassword(),
    pass2: z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired),
  })
  .superRefine(matching('pass1', 'pass2'), whenBothTyped('pass1', 'pass2'));
export type RecoverPasswordFormRequest = z.infer<typeof recoverPasswordFormSchema>;

/** The account's own id, checked like every id: `true` or `[5]` is not an id. */
const userId = idSchema;

/** POST /api/general/update_user_name */
export const updateUserNameSchema = z.object({ id: userId, name: singleLineText(NAME_MAX_LENGTH, MESSAGES.nameRequired) });
export type UpdateUserNameRequest = z.infer<typeof updateUserNameSchema>;

/** What POST /api/general/update_user_name answers: the account and its new name. */
export const updatedUserNameSchema = z.object({ id: z.number().int(), first_name: z.string() });
export type UpdatedUserName = z.infer<typeof updatedUserNameSchema>;

/** POST /api/general/update_user_password */
export const updateUserPasswordSchema = z
  .object({
    id: userId,
    old_password: anyPassword,
    new_password: newPassword(MESSAGES.passwordTooShortAccount),
    confirm_password: z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired),
  })
  .superRefine(matching('new_password', 'confirm_password'), whenBothTyped('new_password', 'confirm_password'));
export type UpdateUserPasswordRequest = z.infer<typeof updateUserPasswordSchema>;

/** GET /api/general/get_authenticated_user; also data of a successful login. */
export const authenticatedUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  email: z.string(),
  token: z.string(),
  isSysAdmin: z.boolean().optional(),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;
