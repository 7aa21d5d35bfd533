// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RECENT_MS } from '../live.js';
import type { LiveChange } from '../live-schemas.js';
import { okResponse, renderTestHost, testCompany, useFakeNetwork } from '../testing/index.js';
import { NumberGrid } from '../ui/number-grid.js';
import { LiveChanges, RecentChangeMark, useRecentCellMarks, useRecentGridMarks } from './live.js';

/** The browser's EventSource, as the page opens it: each test sends its events by hand. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  closed = false;
  close(): void {
    this.closed = true;
  }
  /** A colleague's change arrives; resolves once the page has read it (it reads its messages after their schemas load). */
  async send(change: Partial<LiveChange>, id: string): Promise<void> {
    const full: LiveChange = { kind: 'mcp', analysisId: 9, part: null, partId: null, action: 'updated', label: 'MCP da padaria', version: 2, author: ANA, at: '2026-05-01T12:00:00Z', ...change };
    await act(async () => void this.dispatchEvent(new MessageEvent('change', { data: JSON.stringify(full), lastEventId: id })));
  }
}

const ANA = { id: 2, name: 'Ana' };
const ME = { id: 1, first_name: 'Bruno', email: 'bruno@exemplo.com' };
const network = useFakeNetwork();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

/** A page with each kind of mark: a row, a kit grid's cells, a table's own cell. */
function MarkedPage() {
  const marks = useRecentGridMarks('mcp', (cell) => (cell.part === 'product' && cell.cell ? [[`product:${cell.id}`, cell.cell]] : []));
  const crossing = useRecentCellMarks('swot')('crossing', 4, '8');
  return (
    <>
      <LiveChanges />
      <ul>
        <li data-testid="row">
          Pão Francês <RecentChangeMark kind="swot" part="item" id={7} />
        </li>
      </ul>
      <NumberGrid
        caption="Dados de controle"
        rows={[{ key: 'product:3', label: 'Pão' }]}
        columns={[
          { key: '2026-05-01', label: 'Maio' },
          { key: '2026-06-01', label: 'Junho' },
        ]}
        values={{}}
        marks={marks}
      />
      <table>
        <tbody>
          <tr>
            <td data-testid="crossing" className={crossing?.className}>
              {crossing?.mark}2
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

async function openPage() {
  vi.stubGlobal('EventSource', FakeEventSource);
  network.on('POST /api/company/5/events/ticket', okResponse({ ticket: 'bilhete' }));
  const { element, record } = renderTestHost([{ path: '*', element: <MarkedPage /> }], '/', { currentUser: ME, currentCompany: testCompany(5, 'Padaria') });
  render(element);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const source = FakeEventSource.opened[0]!;
  expect(source.url).toBe('/api/company/5/events?ticket=bilhete');
  const cell = (month: string) => screen.getByRole('textbox', { name: `Pão ${month}` }).closest('td')!;
  return { source, record, cell };
}

describe('a page left for another', () => {
  it('closes its stream when the page is hidden, and resumes it from its last event when the page comes back from the back/forward cache', async () => {
    const { source } = await openPage();
    await source.send({ kind: 'swot', part: 'item', partId: 7, label: 'Pão Francês' }, '1-4');
    act(() => void window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    expect(source.closed).toBe(true);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1]!.url).toBe('/api/company/5/events?ticket=bilhete&lastEventId=1-4');
  });
});

describe("a colleague's change marked where it happened", () => {
  it("marks the row, the grid cells and the table cell a colleague changed with their name, for a few seconds, and says what was done", async () => {
    const { source, record, cell } = await openPage();
    vi.useFakeTimers({ toFake: ['setTimeout'] });

    await source.send({ kind: 'swot', part: 'item', partId: 7, label: 'Pão Francês' }, '1-0');
    expect(within(screen.getByTestId('row')).getByTestId('live-recent-change').textContent).toBe('Alterado agora por Ana');

    await source.send({ cells: { area: 'controlData', count: 1, list: [{ part: 'product', id: 3, cell: '2026-05-01' }] } }, '1-1');
    expect(within(cell('Maio')).getByTestId('cell-mark').textContent).toBe('Alterado agora por Ana');
    expect(within(cell('Junho')).queryByTestId('cell-mark')).toBeNull();

    await source.send({ kind: 'swot', cells: { area: 'crossings', count: 1, list: [{ part: 'crossing', id: 4, cell: '8' }] } }, '1-2');
    expect(within(screen.getByTestId('crossing')).getByTestId('cell-mark').textContent).toBe('Alterado agora por Ana');

    expect(record.notifications).toEqual([
      { message: 'Ana alterou Pão Francês', type: 'info' },
      { message: 'Ana alterou 1 célula de Dados de controle', type: 'info' },
      { message: 'Ana alterou 1 célula de Cruzamentos', type: 'info' },
    ]);

    act(() => void vi.advanceTimersByTime(LIVE_RECENT_MS));
    expect(screen.queryAllByTestId('live-recent-change')).toHaveLength(0);
    expect(screen.queryAllByTestId('cell-mark')).toHaveLength(0);
  });

  it('says a deletion and a creation as such, marks no deleted part, and neither says nor marks one’s own change', async () => {
    const { source, record, cell } = await openPage();
    await source.send({ kind: 'swot', part: 'item', partId: 7, action: 'deleted', label: 'Pão Francês' }, '1-0');
    await source.send({ kind: 'mcp', part: 'product', partId: 3, action: 'created', label: 'Broa' }, '1-1');
    expect(screen.queryByTestId('live-recent-change')).toBeNull();
    await source.send({ author: { id: ME.id, name: 'Bruno' }, cells: { area: 'controlData', count: 1, list: [{ part: 'product', id: 3, cell: '2026-06-01' }] } }, '1-2');
    expect(within(cell('Junho')).queryByTestId('cell-mark')).toBeNull();
    expect(record.notifications.map((notice) => notice.message)).toEqual(['Ana excluiu Pão Francês', 'Ana criou Broa']);
  });
});
