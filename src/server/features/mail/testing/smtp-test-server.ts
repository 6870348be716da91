import { setTimeout as delay } from 'node:timers/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReply {
  code: number;
  message: string;
}

export interface TestSmtpOptions {
  /** Answer for a recipient at RCPT TO; `attempt` counts this address's RCPTs from 1. Undefined accepts. */
  onRecipient?: (address: string, attempt: number) => SmtpReply | undefined;
  /** Time the server takes to accept each message (a slow relay). */
  acceptDelayMs?: number;
}

export interface ReceivedMail {
  to: string[];
  raw: Buffer;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Every accepted message, parsed. */
  parsed(): Promise<ParsedMail[]>;
  /** How many accepted messages went to each address. */
  countsByRecipient(): Map<string, number>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a port the OS picks, keeping what it accepts in memory. */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const email = address.address.toLowerCase();
      const attempt = (attempts.get(email) ?? 0) + 1;
      attempts.set(email, attempt);
      const reply = options.onRecipient?.(email, attempt);
      if (!reply) return callback();
      const error = Object.assign(new Error(reply.message), { responseCode: reply.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: Buffer.concat(chunks),
          });
          callback();
        };
        if (options.acceptDelayMs) void delay(options.acceptDelayMs).then(finish);
        else finish();
      });
    },
  });
  server.on('error', () => undefined); // a client killed mid-message is expected in the crash test
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    parsed: () => Promise.all(received.map((mail) => simpleParser(mail.raw))),
    countsByRecipient() {
      const counts = new Map<string, number>();
      for (const mail of received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await delay(20);
  }
}
