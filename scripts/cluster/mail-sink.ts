/**
 * A real SMTP server (smtp-server, as the mail tests use) on 127.0.0.1 that accepts every message and counts
 * what each recipient received. Message bodies are read and dropped: thousands of them would only fill memory.
 */
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  url: string;
  /** Messages accepted so far. */
  readonly total: number;
  /** How many accepted messages went to each address. */
  counts: Map<string, number>;
  /** How many accepted messages each sender (as named by `senderOf`) handed over. */
  bySender: Map<string, number>;
  /** When the first and the latest message were accepted (performance.now()), for rates. */
  readonly firstAt: number | undefined;
  readonly lastAt: number | undefined;
  reset(): void;
  close(): Promise<void>;
}

/**
 * `senderOf` names the sender of a connection from its client port when it opens (e.g. which instance);
 * unnamed connections count as 'unknown'.
 */
export async function startMailSink(
  port: number,
  senderOf: (clientPort: number) => string | undefined = () => undefined,
): Promise<MailSink> {
  const counts = new Map<string, number>();
  const bySender = new Map<string, number>();
  const senders = new Map<string, string>();
  let total = 0;
  let firstAt: number | undefined;
  let lastAt: number | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A worker killed with SIGKILL leaves connections behind; the sink must outlive them.
    maxClients: 1000,
    onConnect(session, callback) {
      senders.set(session.id, senderOf(session.remotePort) ?? 'unknown');
      callback();
    },
    onClose(session) {
      senders.delete(session.id);
    },
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          const email = address.toLowerCase();
          counts.set(email, (counts.get(email) ?? 0) + 1);
        }
        const sender = senders.get(session.id) ?? 'unknown';
        bySender.set(sender, (bySender.get(sender) ?? 0) + 1);
        total += 1;
        lastAt = performance.now();
        firstAt ??= lastAt;
        callback();
      });
    },
  });
  server.on('error', () => undefined); // a client killed mid-message is part of the test
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    get total() {
      return total;
    },
    counts,
    bySender,
    get firstAt() {
      return firstAt;
    },
    get lastAt() {
      return lastAt;
    },
    reset() {
      counts.clear();
      bySender.clear();
      total = 0;
      firstAt = undefined;
      lastAt = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
