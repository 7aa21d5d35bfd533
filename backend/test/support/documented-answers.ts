import { expect } from 'vitest';
import { ANSWERS } from '../../src/openapi/answers.js';

/** The documented answers as URL patterns; a literal segment beats a parameter ('/mcps/chart_data' over '/mcps/{id}'). */
const DOCUMENTED = Object.entries(ANSWERS).map(([key, schema]) => {
  const [method, path] = key.split(' ');
  return {
    key,
    method,
    schema,
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
    literals: path.split('/').filter((segment) => !segment.startsWith('{')).length,
  };
});

/**
 * Checks that a successful answer's `data` is what the OpenAPI document says the route
 * answers (its ANSWERS schema, no field more), so the document cannot drift from what the server sends.
 * A path no route documents (a test-only probe route) is not checked here: openapi.test.ts
 * checks that every real route is documented.
 */
export function expectDocumentedAnswer(method: string, url: string, data: unknown): void {
  const path = url.split('?')[0];
  const route = DOCUMENTED.filter((entry) => entry.method === method.toUpperCase() && entry.pattern.test(path)).sort((a, b) => b.literals - a.literals)[0];
  if (!route) return;
  const result = route.schema.safeParse(data);
  expect(result.success ? [] : result.error.issues, `${route.key}: the answer against its documented schema`).toEqual([]);
  // Parsing drops the fields a schema does not name: an answer with an undocumented field differs.
  expect(result.data, `${route.key}: a field the document does not name`).toEqual(data);
}
