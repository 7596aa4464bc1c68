import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a local port for the e-mail tests: it accepts every message and keeps it
 * parsed (subject, text, HTML, attachments), so a test reads what a customer would receive.
 * `stop()` then `listen(port)` again simulate an outage of the shop's mail server.
 */
export class SmtpInbox {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  static async start(port = 0): Promise<SmtpInbox> {
    const inbox = new SmtpInbox();
    await inbox.listen(port);
    return inbox;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async listen(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages sent to `address`, in the order received. */
  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((each) => each.address === address)));
  }
}
