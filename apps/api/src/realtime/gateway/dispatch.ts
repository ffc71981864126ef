import { DISCONNECTS, REPLY_ERRORS } from '../protocol/codes';
import type { Command } from '../protocol/commands';
import type { Connection } from './connection';
import { handleConnect, handleRefresh } from './handle-connect';
import { handleSubRefresh, handleSubscribe, handleUnsubscribe } from './handle-subscribe';

/** Routes one command (realtime-protocol.md "Commands and replies"). */
export async function dispatchCommand(connection: Connection, command: Command): Promise<void> {
  if (command.kind === 'connect') return handleConnect(connection, command.id, command.req);
  // Anything before connect, a pong included: close 3501.
  if (connection.user === null) return connection.close(DISCONNECTS.badRequest);
  switch (command.kind) {
    case 'pong':
    case 'ignored':
      return;
    case 'ping':
      return connection.reply(command.id, 'ping', {});
    case 'subscribe':
      return handleSubscribe(connection, command.id, command.req);
    case 'unsubscribe':
      return handleUnsubscribe(connection, command.id, command.req.channel);
    case 'refresh':
      return handleRefresh(connection, command.id, command.req.token);
    case 'sub_refresh':
      return handleSubRefresh(connection, command.id, command.req);
    case 'unsupported':
      // publish, presence, history, rpc …: error 108 "not available".
      return connection.error(command.id, REPLY_ERRORS.notAvailable);
    case 'unknown':
      return connection.error(command.id, REPLY_ERRORS.methodNotFound);
  }
}
