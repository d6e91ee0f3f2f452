import type { StoredEmail } from '../../src/modules/email/email-transport';

/** A sign-in code message as the outbox hands it to a transport; the transport tests send it. */
export const SIGN_IN_MESSAGE: StoredEmail = {
  id: '7d0c3a52-5b8e-4f0a-8a7e-1c2b3d4e5f60',
  toAddress: 'jane@example.com',
  fromAddress: 'Jokerwise <no-reply@jokerwise.test>',
  subject: 'Your Jokerwise sign-in code: 123456',
  textBody: 'Your code is 123456.',
  htmlBody: '<p>Your code is <strong>123456</strong>.</p>',
  logPreview: 'sign-in code 123456',
};
