import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Controller, Get, HttpStatus, Param, Res, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { MESSAGES } from 'contracts';
import { escapeHtml } from '../common/html.js';
import { ApiError } from '../common/http/api-error.js';
import type { SecurityHeaders } from '../common/security/helmet.js';
import { InjectSecurityHeaders } from '../config/config.module.js';
import { OPENAPI_TEXTS } from '../texts.js';
import { openApiDocument } from './document.js';
import { apiRoutes } from './routes.js';

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const { version } = require('../../package.json') as { version: string };

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

// Swagger UI's files the page loads (npm swagger-ui-dist, served from this origin: no CDN),
// and its start-up script, a file too (the CSP allows no inline script).
const DOCS_FILES: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'start.js': {
    type: 'text/javascript; charset=utf-8',
    // validatorUrl null: no badge fetched from validator.swagger.io. "Try it out" sends the XSRF token as the app does.
    text: `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  validatorUrl: null,
  deepLinking: true,
  requestInterceptor: (request) => {
    const token = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie);
    if (token) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(token[1]);
    return request;
  },
});
`,
  },
};

const page = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(OPENAPI_TEXTS.docsTitle)}</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

/** GET /api/openapi.json: the OpenAPI 3.1 document of every controller route; GET /api/docs: Swagger UI on it. */
@Controller('api')
export class OpenApiController {
  private document?: Record<string, unknown>;
  /** The page set of security headers (CSP…): an HTML page answered under /api, where answers get the JSON set. */
  private readonly pageHeaders: Record<string, string>;

  constructor(
    private readonly discovery: DiscoveryService,
    @InjectSecurityHeaders() headers: SecurityHeaders,
  ) {
    this.pageHeaders = headers.page;
  }

  @Get('openapi.json')
  openApi(@Res() reply: FastifyReply): void {
    this.document ??= openApiDocument(apiRoutes(this.controllers()), version);
    void reply.type('application/json; charset=utf-8').send(JSON.stringify(this.document));
  }

  @Get('docs')
  docs(@Res() reply: FastifyReply): void {
    void reply.headers(this.pageHeaders).type('text/html; charset=utf-8').send(page);
  }

  @Get('docs/:file')
  async docsFile(@Param('file') name: string, @Res() reply: FastifyReply): Promise<void> {
    const file = Object.hasOwn(DOCS_FILES, name) ? DOCS_FILES[name] : undefined;
    if (!file) throw ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.apiNotFound);
    const body = file.text ?? (await readFile(path.join(SWAGGER_UI_DIR, file.file!)));
    void reply.type(file.type).send(body);
  }

  /** Every controller of the application but this one. */
  private controllers(): Type[] {
    return this.discovery
      .getControllers()
      .map((wrapper) => wrapper.metatype as Type | null)
      .filter((controller): controller is Type => controller !== null && controller !== OpenApiController);
  }
}
