import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface Mailer {
  send(message: Mail.Options): Promise<{ messageId: string }>;
  close(): void;
  /** 'smtp' sends for real; 'outbox' writes .eml files to DATA_DIR/outbox. */
  readonly kind: 'smtp' | 'outbox';
}

/**
 * SMTP through a connection pool when SMTP_URL is set; otherwise every message is written as an .eml
 * file, so a fresh install can be tried without a mail server and nothing is silently dropped.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  maxConnections?: number;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.maxConnections ?? 3,
      maxMessages: 1000,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    } as never);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail(message);
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      // A mail holds personal data: the outbox is the server's user's alone.
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const info = await transport.sendMail(message);
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
