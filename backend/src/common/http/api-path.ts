/** Whether a request path belongs to the API (answered by Nest with the envelope) rather than the pages. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
