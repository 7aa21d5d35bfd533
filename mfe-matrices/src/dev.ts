// Standalone dev entry (`pnpm --filter mfe-matrices dev`). The dynamic import is the async
// boundary Module Federation needs before shared singletons (React…) can be used.
void import('./dev-bootstrap');
