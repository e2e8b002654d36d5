import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { waitFor } from './helpers.js';

export interface ReceivedMail {
  /** Envelope recipients, as the SMTP client sent them in RCPT TO. */
  to: string[];
  parsed: ParsedMail;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Waits (bounded) until `count` messages in total have arrived, and returns the last one. */
  waitForMail(count: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, so tests can
 * exercise the app's genuine nodemailer SMTP transport end to end. No TLS, no auth required.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            received.push({ to, parsed });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail: (count, timeoutMs = 10_000) =>
      waitFor(() => (received.length >= count ? received[count - 1] : undefined), timeoutMs, `email #${count}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
