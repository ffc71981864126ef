/** Public surface of the realtime module (ARCHITECTURE §6, realtime-protocol.md). */
export type { Publication, PublicationListener, RealtimePublisher } from './publisher';
export { InProcessPublisher } from './publisher';
export type { ChannelHistory, RealtimeBroker, StreamPublication } from './broker';
export { isRealtimeBroker } from './broker';
export { RealtimeGateway } from './gateway/gateway';
export type { GatewayConfig, GatewayOptions } from './gateway/context';
export { DEFAULT_GATEWAY_CONFIG } from './gateway/context';
export type { Timers } from './gateway/timers';
export { systemTimers } from './gateway/timers';
export { createRealtimePublisher, type RealtimeConfig } from './factory';
export { sportsbookChannels, ownsPrivateChannel, privateChannelOwner } from './channels';
export { signConnectionToken, signSubscriptionToken, tokenKey } from './tokens';
