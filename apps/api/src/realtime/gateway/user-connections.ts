import { DISCONNECTS, UNSUBSCRIBES, type Disconnect, type Unsubscribe } from '../protocol/codes';
import type { SessionRevocation } from '../revocations';

/** What a revocation needs of a connection (connection.ts), kept structural so the modules stay acyclic. */
export interface RevocableConnection {
  readonly user: string | null;
  readonly session: string | undefined;
  readonly subscriptions: ReadonlyMap<string, { readonly channel: string; readonly session: string | undefined }>;
  close(disconnect: Disconnect): void;
  unsubscribe(channel: string, unsubscribe: Unsubscribe): void;
}

/**
 * The signed-in connections of this node by user, so that a revocation (sessions ended: sign-out,
 * password change or reset, lock, exclusion) reaches that player's connections without a scan.
 */
export class UserConnections {
  private readonly byUser = new Map<string, Set<RevocableConnection>>();

  add(connection: RevocableConnection): void {
    const user = connection.user;
    if (!user) return;
    let set = this.byUser.get(user);
    if (!set) {
      set = new Set();
      this.byUser.set(user, set);
    }
    set.add(connection);
  }

  remove(connection: RevocableConnection): void {
    const user = connection.user;
    const set = user ? this.byUser.get(user) : undefined;
    if (!user || !set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(user);
  }

  /**
   * A connection of an ended session closes with 3503 force disconnect (terminal: the client does
   * not reconnect with its token); a private subscription made with an ended session's token on
   * another session's connection ends (unsubscribe push 2000).
   */
  revoke({ user, sessions }: SessionRevocation): void {
    const ended = new Set(sessions);
    for (const connection of [...(this.byUser.get(user) ?? [])]) {
      if (connection.session !== undefined && ended.has(connection.session)) {
        connection.close(DISCONNECTS.forceNoReconnect);
        continue;
      }
      for (const subscriber of [...connection.subscriptions.values()]) {
        if (subscriber.session !== undefined && ended.has(subscriber.session)) connection.unsubscribe(subscriber.channel, UNSUBSCRIBES.server);
      }
    }
  }
}
