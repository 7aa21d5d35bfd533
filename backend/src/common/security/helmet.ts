import helmet from 'helmet';

/**
 * Security headers for a same-origin SPA: scripts only from us (Module Federation loads
 * remotes from /static on this origin), inline styles allowed for React/ECharts style
 * attributes, nothing may frame us, and no Referer leaks the tokens carried in our URLs.
 */
export function securityHeaders(publicUrl: string) {
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
