export { createGateway, Gateway, VERSION, WS_PATHS, type GatewayHandle, type WorkerLink } from './gateway.js'
export {
  loadConfig,
  makeConfig,
  workerCount,
  configSchema,
  ENV_VARS,
  type GatewayConfig,
  type GatewayConfigInput,
  type NamespaceConfig,
} from './config.js'
export { Errors, Disconnects, isReconnectCode } from './codes.js'
