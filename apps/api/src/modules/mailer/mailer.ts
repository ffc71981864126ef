import nodemailer from 'nodemailer';
import type { Clock } from '../../feed/clock';
import type { OutboxRepository } from './repository';

/** One e-mail or SMS. */
export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

export interface MessageTransport {
  send(message: Message): Promise<void>;
}

/** SMTP_URL unset: messages are stored in the outbox table and listed at /platform/dev/outbox. */
export class OutboxTransport implements MessageTransport {
  constructor(private readonly outbox: OutboxRepository, private readonly clock: Clock) {}

  send(message: Message): Promise<void> {
    return this.outbox.add({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.text, createdAt: new Date(this.clock.now()) });
  }
}

export class SmtpTransport implements MessageTransport {
  private readonly transporter: nodemailer.Transporter;

  constructor(url: string, private readonly from = 'Sportsbook <no-reply@sportsbook.local>') {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: Message): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}

/**
 * The mailer interface of issue 5: e-mail through SMTP or the outbox; SMS always through the
 * outbox (no SMS gateway in the reference backend). Deliveries run in the background so an
 * answer never waits on (or reveals through its timing) whether a message was sent; settled()
 * lets the dev outbox page and tests wait for them.
 */
export class Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly email: MessageTransport,
    private readonly sms: MessageTransport,
    private readonly onError: (error: unknown) => void,
  ) {}

  send(message: Message): Promise<void> {
    return (message.channel === 'sms' ? this.sms : this.email).send(message);
  }

  /** Runs a task (token write + send) after the answer; failures are logged, never thrown. */
  later(task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => this.onError(error))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
