import { okResponse, type FakeNetwork } from 'contracts/testing';
import type { CategoriesAndCompetitors, CategoriesAndProducts, McpControlData } from 'contracts';
import { testMcp } from './fixtures';

/** Tests only: MCP 1 of company 7, two markets, each with products and a competitor. */
export const PRODUCTS: CategoriesAndProducts = [
  {
    id: 10,
    version: 1,
    mcpId: 1,
    name: 'Sucos',
    color: 0,
    products: [
      { id: 1, version: 1, categoryId: 10, name: 'Laranja', color: 0, active: true },
      { id: 2, version: 1, categoryId: 10, name: 'Uva', color: 0, active: true },
    ],
  },
  { id: 20, version: 1, mcpId: 1, name: 'Snacks', color: 0, products: [{ id: 3, version: 1, categoryId: 20, name: 'Batata', color: 0, active: true }] },
];
export const COMPETITORS: CategoriesAndCompetitors = [
  { id: 10, version: 1, mcpId: 1, name: 'Sucos', color: 0, competitors: [{ id: 7, version: 1, categoryId: 10, name: 'Rival', color: 0 }] },
  { id: 20, version: 1, mcpId: 1, name: 'Snacks', color: 0, competitors: [] },
];

/** Answers the calls every page of MCP 1 makes; `control` is what control_data answers. */
export function answerMcp(network: FakeNetwork, control: McpControlData = { products: [], competitors: [] }) {
  network.on('GET /api/mcps/1/', okResponse(testMcp(1, 'Linha de sucos')));
  network.on('GET /api/mcps/1/categories_and_products/', okResponse(PRODUCTS));
  network.on('GET /api/mcps/1/categories_and_competitors/', okResponse(COMPETITORS));
  network.on('GET /api/mcps/1/control_data/', okResponse(control));
  network.on('GET /api/mcps/1/retrieve_domains_and_categories/', okResponse([]));
}
