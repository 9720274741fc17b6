import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createToastQueue, ToastRegion, type ToastQueue } from './index.ts';

let queue: ToastQueue;

beforeEach(() => {
  jest.useFakeTimers();
  queue = createToastQueue();
});

afterEach(() => {
  act(() => {
    queue.clear();
  });
  jest.useRealTimers();
});

function add(...args: Parameters<ToastQueue['add']>) {
  let key = '';
  act(() => {
    key = queue.add(...args);
  });
  return key;
}

describe('ToastRegion', () => {
  it('renders nothing until a toast is added', () => {
    render(<ToastRegion queue={queue} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows a named toast in a notifications landmark and announces it', () => {
    render(<ToastRegion queue={queue} />);
    add({ title: 'Meter reading saved', description: '15 204 kWh', tone: 'success' });
    const region = screen.getByRole('region', { name: /1 notification/i });
    const toast = within(region).getByRole('alertdialog', { name: 'Meter reading saved' });
    expect(toast).toHaveAccessibleDescription('15 204 kWh');
    expect(toast).toHaveAttribute('data-tone', 'success');
    expect(within(toast).getByRole('alert')).toHaveTextContent('Meter reading saved');
  });

  it('closes after 4000 ms by default', () => {
    const onClose = jest.fn();
    render(<ToastRegion queue={queue} />);
    add({ title: 'Settings saved' }, { onClose });
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-tone', 'info');
    act(() => {
      jest.advanceTimersByTime(3999);
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays until closed when the timeout is null', () => {
    render(<ToastRegion queue={queue} closeLabel="Sulje" />);
    add({ title: 'Payment failed', tone: 'danger' }, { timeout: null });
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    const toast = screen.getByRole('alertdialog', { name: 'Payment failed' });
    fireEvent.click(within(toast).getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows at most five, newest first, and the next when one closes', () => {
    render(<ToastRegion queue={queue} />);
    const keys = Array.from({ length: 7 }, (_, index) =>
      add({ title: `Invoice ${String(index + 1)} paid` }, { timeout: null }),
    );
    const names = () =>
      screen.getAllByRole('alertdialog').map((toast) => toast.getAttribute('aria-labelledby'));
    expect(names()).toHaveLength(5);
    expect(screen.getAllByRole('alertdialog')[0]).toHaveAccessibleName('Invoice 7 paid');
    act(() => {
      queue.close(keys[6]!);
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(5);
    expect(screen.getByRole('alertdialog', { name: 'Invoice 2 paid' })).toBeInTheDocument();
  });

  it('has a close button named by React Aria by default', () => {
    render(<ToastRegion queue={queue} />);
    add({ title: 'Settings saved' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
