export { createGateway, Gateway, VERSION, WS_PATHS, type GatewayHandle } from './gateway.js';
export { loadConfig, makeConfig, configSchema, ENV_VARS, type GatewayConfig, type GatewayConfigInput, type NamespaceConfig } from './config.js';
export { Errors, Disconnects, isReconnectCode } from './codes.js';
