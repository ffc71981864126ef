import type { Mailer } from './mailer';
import type { OutboxMessage, OutboxRepository } from './repository';

export class OutboxService {
  constructor(private readonly repository: OutboxRepository, private readonly mailer: Mailer) {}

  async recent(): Promise<OutboxMessage[]> {
    await this.mailer.settled();
    return this.repository.list(100);
  }
}
