import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from 'contracts';
import { routePatterns } from 'contracts/testing';
import routes from './routes';

describe('mfe-matrices routes', () => {
  it('names its pages as the table of pages says (the server counts views of those only)', () => {
    expect(routePatterns(routes).sort()).toEqual([...PAGE_ROUTES.mfe_matrices].sort());
  });
});
