import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../src/modules/email/smtp-transport';
import { startSmtpServer } from './loopback-smtp';
import { SIGN_IN_MESSAGE } from './sign-in-message';

const message = SIGN_IN_MESSAGE;

describe('SMTP transport', () => {
  it('delivers from, to, subject, text and HTML parts to a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      const transport = createSmtpTransport({ url: smtp.url, timeoutMs: 5_000 });
      expect(transport.name).toBe('smtp');
      await transport.send(message);

      expect(smtp.received).toHaveLength(1);
      const [delivery] = smtp.received;
      expect(delivery?.envelopeFrom).toBe('no-reply@jokerwise.test');
      expect(delivery?.envelopeTo).toEqual(['jane@example.com']);
      const mail = delivery?.mail;
      expect(mail?.from?.value).toEqual([
        { name: 'Jokerwise', address: 'no-reply@jokerwise.test' },
      ]);
      expect(mail?.to).toMatchObject({ value: [{ address: 'jane@example.com' }] });
      expect(mail?.subject).toBe(message.subject);
      expect(mail?.text?.trim()).toBe(message.textBody);
      expect(mail?.html).toContain('<strong>123456</strong>');
    } finally {
      await smtp.close();
    }
  });

  // The library's own greeting timeout is 30 s: only the configured 300 ms ends the attempt
  // within this test's 15 s limit (fifty times the work), so no clock is read here.
  it('fails the attempt when the server never greets (timeout)', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    try {
      const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 300 });
      await expect(transport.send(message)).rejects.toThrow(/greeting|timeout/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 15_000);

  it('fails when nothing listens on the port', async () => {
    const closed = net.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 1_000 });
    await expect(transport.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});
