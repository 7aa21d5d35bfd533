import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { NotificationsProvider, useNotify } from '../hooks/useNotifications';
import { NotificationStack } from './NotificationStack';

let notify: ReturnType<typeof useNotify>;
function CaptureNotify() {
  notify = useNotify();
  return null;
}

const visibleMessages = () =>
  screen
    .queryAllByTestId('notification')
    .filter((element) => element.getAttribute('aria-hidden') !== 'true')
    .map((element) => element.textContent?.replace('×', ''));

const renderedCount = () => screen.queryAllByTestId('notification').length;

describe('notification stack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <NotificationsProvider>
        <CaptureNotify />
        <NotificationStack />
      </NotificationsProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('shows at most 4: the oldest leaves when a fifth arrives', () => {
    act(() => ['um', 'dois', 'três', 'quatro', 'cinco'].forEach((message) => notify(message, 'success')));
    expect(visibleMessages()).toEqual(['dois', 'três', 'quatro', 'cinco']);

    // The evicted one plays its 300 ms leave animation, then is gone.
    act(() => vi.advanceTimersByTime(300));
    expect(renderedCount()).toBe(4);
  });

  it('hides each notification after 7000 ms, with a 300 ms leave animation', () => {
    act(() => notify('Empresa salva', 'success'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => notify('Falha ao salvar', 'error'));
    expect(screen.getByRole('alert').textContent).toContain('Falha ao salvar');

    act(() => vi.advanceTimersByTime(4000));
    expect(visibleMessages()).toEqual(['Falha ao salvar']);
    expect(renderedCount()).toBe(2);
    act(() => vi.advanceTimersByTime(300));
    expect(renderedCount()).toBe(1);

    act(() => vi.advanceTimersByTime(3000));
    expect(visibleMessages()).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(renderedCount()).toBe(0);
  });

  it('closes a notification on its close button', () => {
    act(() => notify('Aviso', 'warning'));
    act(() => screen.getByRole('button', { name: 'Fechar notificação' }).click());
    expect(visibleMessages()).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(renderedCount()).toBe(0);
  });
});
