import { z } from 'zod';
import { userSchema } from './user';

// docs/product/accounts.md. The messages are the spec's own words, shown by web and server alike.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 30;

export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be no more than 20 characters',
  badCharacters: 'Username can only contain letters, numbers, and underscores',
} as const;

export const INVALID_EMAIL_MESSAGE = 'Invalid Email, Please enter a valid email address';
export const INVALID_CODE_MESSAGE = 'Invalid Code, Please enter the complete 6-digit code';

/** Trimmed and lower-cased before anything else sees it (one account per address). */
export const emailSchema = z
  .string({ message: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ message: INVALID_EMAIL_MESSAGE }));

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, USERNAME_MESSAGES.tooShort)
  .max(USERNAME_MAX, USERNAME_MESSAGES.tooLong)
  .regex(/^[A-Za-z0-9_]+$/, USERNAME_MESSAGES.badCharacters);

export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, INVALID_CODE_MESSAGE);

export const checkUsernameRequestSchema = z.object({ username: usernameSchema });
export const checkUsernameResponseSchema = z.object({ available: z.boolean() });

/** Sign-up sends username and opt-in; sign-in and /auth send the e-mail only (docs/product/accounts.md). */
export const requestCodeRequestSchema = z.object({
  email: emailSchema,
  username: z
    .union([usernameSchema, z.literal('')])
    .nullish()
    .transform((value) => value || undefined),
  marketingOptIn: z.boolean().optional().default(false),
});
export const requestCodeResponseSchema = z.object({ message: z.string() });

export const verifyCodeRequestSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  /** Another name after a USERNAME_TAKEN answer: the sign-up's name went to someone else. */
  username: usernameSchema.optional(),
});

export const loginResultSchema = z.object({
  token: z.string(),
  user: userSchema,
  /** Tells the client it talks to a development server; unlocks nothing on the server. */
  devMode: z.boolean(),
  /** A sign-up for an address that already had an account: that account, name and all, is kept. */
  alreadyRegistered: z.boolean().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
