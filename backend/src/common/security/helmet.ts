import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for a same-origin SPA: scripts only from us (Module Federation loads
 * remotes from /static on this origin), inline styles allowed for React/ECharts style
 * attributes, nothing may frame us, and no Referer leaks the tokens carried in our URLs.
 */
export function securityHeaders(headers: Record<string, string>): onRequestHookHandler {
  return (_request, reply, done) => {
    reply.headers(headers);
    done();
  };
}

/**
 * The headers helmet sets for this configuration. They depend on nothing in the request, so
 * helmet's middleware runs once, against a response that only records them.
 */
export function helmetHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmetMiddleware(publicUrl)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetMiddleware(publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind https: on a plain-http install it would break every asset.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS pins browsers to https for a year: only an https install may ask for that.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}
