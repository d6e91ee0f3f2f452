// The e-mail module's public entry: features queue messages, app start-up wires the transport.
export { createEmailTransport, type EmailTransportConfig } from './create-email-transport';
export {
  EMAIL_TRANSPORT_NAMES,
  type EmailTransport,
  type EmailTransportName,
  type StoredEmail,
} from './email-transport';
export {
  EMAIL_SEND_JOB,
  EMAIL_SEND_RETRY_LIMIT,
  REDACTED_BODY,
  createEmailService,
  registerEmailJobs,
  type EmailJobDeps,
  type EmailMessageInput,
  type EmailService,
  type EmailServiceDeps,
} from './email.service';
export { devMailboxRoutes } from './dev-mailbox.routes';
export { maskEmailAddress, maskEmailAddressesIn } from './mask-email';
export {
  DEV_MAILBOX_PAGE,
  createOutboxTransport,
  type OutboxTransportOptions,
} from './outbox-transport';
export {
  ResendApiError,
  createResendTransport,
  type ResendTransportOptions,
} from './resend-transport';
export {
  renderAccountCodeEmail,
  type AccountCodeEmailInput,
  type AccountCodeKind,
} from './account-code-email';
export type { RenderedEmail } from './code-email';
export { renderSignInCodeEmail, type SignInCodeEmailInput } from './sign-in-code-email';
export { createSmtpTransport, type SmtpTransportOptions } from './smtp-transport';
