export * from './types'
export * from './rpc'
export * from './centrifugeSource'
