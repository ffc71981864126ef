/**
 * Ports of the end-to-end run. `E2E_PORT_OFFSET` shifts all of them, so that several checkouts on
 * one machine can run their end-to-end tests at once (the web server is started with
 * `API_URL=http://127.0.0.1:${apiPort}`, read at run time). Unset: the defaults of the README (web 3000, API 4000).
 */
// The two-node run (playwright.cluster.config.ts sets E2E_CLUSTER) keeps clear of the ordinary one.
const offset = Number(process.env.E2E_PORT_OFFSET ?? '0') + (process.env.E2E_CLUSTER === '1' ? 500 : 0);

export const webPort = 3000 + offset;
export const apiPort = 4000 + offset;
/** The API supervisor's control server (e2e/support/api-supervisor.mjs). */
export const controlPort = 4090 + offset;
/** The casino page of the iframe spec: the one host origin the web server allows. */
export const hostPagePort = 4173 + offset;

export const webOrigin = `http://127.0.0.1:${webPort}`;
export const apiOrigin = `http://127.0.0.1:${apiPort}`;
export const controlOrigin = `http://127.0.0.1:${controlPort}`;
export const hostPageOrigin = `http://127.0.0.1:${hostPagePort}`;
/** The loopback Sentry ingest of the error-reporting spec: the web server's SENTRY_DSN points at it. */
export const sentryIngestPort = 4190 + offset;
/**
 * The two-node run: the API origin is a failover proxy (apps/api/scripts/local-cluster.mjs) in
 * front of these two nodes, and controlPort is the cluster's control server.
 */
export const clusterNodeOrigins = [`http://127.0.0.1:${apiPort + 1}`, `http://127.0.0.1:${apiPort + 2}`] as const;
/** The loopback tag-manager server of the side-effects spec (the site config's tag_manager.script_url points at it). */
export const tagServerPort = 4290 + offset;
/** The loopback media host (a CMS) of the images spec: the web server's MEDIA_ORIGINS names it, the site config's cms.base_url points at it. */
export const mediaPort = 4390 + offset;
export const mediaOrigin = `http://127.0.0.1:${mediaPort}`;
