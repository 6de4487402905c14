import { PASSWORD_MIN_LENGTH, USER_TYPES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Email } from './common';

export const UserType = z.enum(USER_TYPES);

export const LoginRequest = z
  .object({
    email: Email,
    password: z.string().min(1, 'This field is required').max(200),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z
  .object({
    token: z.string(),
    type: UserType,
    login_page: z.string(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ForgotPasswordRequest = z.object({ email: Email }).meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200);

export const PasswordTokenRequest = z
  .object({
    token: z.string().min(20).max(200),
    password: NewPassword,
  })
  .meta({ id: 'PasswordTokenRequest' });
export type PasswordTokenRequest = z.infer<typeof PasswordTokenRequest>;

export const ImpersonateRequest = z.object({ userId: BodyId }).meta({ id: 'ImpersonateRequest' });
export type ImpersonateRequest = z.infer<typeof ImpersonateRequest>;
