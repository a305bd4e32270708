import { createGateway } from './gateway.js'
import { loadConfig, workerCount } from './config.js'
import { isClusterWorker } from './cluster.js'
import { runPrimary } from './cluster-primary.js'
import { runWorker } from './cluster-worker.js'
import { stopGatewayOnSignals } from './signals.js'

if (isClusterWorker()) {
  // Forked by our own primary below: the configuration comes from it over IPC.
  runWorker()
} else {
  let config
  try {
    config = loadConfig(process.env)
  } catch (e) {
    process.stderr.write(JSON.stringify({ level: 50, msg: (e as Error).message }) + '\n')
    process.exit(2)
  }
  const workers = workerCount(config)
  if (workers > 1) {
    runPrimary(config, workers)
  } else {
    const gw = createGateway(config)
    stopGatewayOnSignals(() => gw.gateway, 'shutting down')
    gw.start().catch((err: unknown) => {
      gw.gateway.log.fatal({ err }, 'failed to start')
      process.exit(1)
    })
  }
}
