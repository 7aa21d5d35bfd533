// React/Redux entry point ("contracts/client"): shared by the shell and every remote as one
// Module Federation singleton. The backend imports only the pure entry ("contracts"). The
// remotes' dev host is its own entry ("contracts/dev-host"): a shared module ships every
// export, and the dev host would sit in every production page.
export * from './token.js';
export * from './base-query.js';
export * from './api.js';
export * from './store.js';
export * from './host.js';
export * from './session.js';
export * from './return-path.js';
export * from './routes.js';
export * from './companies-api.js';
export * from './company-status-bar.js';
export * from './leave-guard.js';
export * from './navigate-with-notice.js';
export * from './navigation-pending.js';
export * from './demo-info-dialog.js';
export * from './live.js';
