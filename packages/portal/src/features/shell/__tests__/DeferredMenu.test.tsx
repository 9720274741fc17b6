import { lazy, type ReactElement } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DeferredMenu, type TriggerProps } from '../DeferredMenu.tsx';

/** A menu whose code arrives when the test says so. */
function deferredMenu() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Menu = lazy(async () => {
    await arrived;
    return {
      default: ({ children }: { children: ReactElement }) => <div data-testid="menu">{children}</div>,
    };
  });
  return { Menu, arrive };
}

describe('DeferredMenu', () => {
  const opened = jest.fn();
  let placeholderProps: TriggerProps | undefined;
  const trigger = (props: TriggerProps) => {
    // The placeholder is the one given the carry-over handlers; the menu's own button opens the menu.
    if (props.onPressStart) placeholderProps = props;
    return (
      <button
        type="button"
        data-deferred-menu={props['data-deferred-menu']}
        onPointerDown={props.onPressStart}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
        onClick={props.onPressStart ? undefined : () => opened()}
      >
        Appearance
      </button>
    );
  };

  it('opens the menu for a press on its button before the menu arrived', async () => {
    opened.mockClear();
    const { Menu, arrive } = deferredMenu();
    render(<DeferredMenu trigger={trigger}>{(button) => <Menu>{button}</Menu>}</DeferredMenu>);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Appearance' }));
    expect(opened).not.toHaveBeenCalled();
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('menu')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Appearance' })).toHaveFocus();
  });

  it('opens it too when the press began on the button the menu replaced in that moment', async () => {
    opened.mockClear();
    const { Menu, arrive } = deferredMenu();
    render(<DeferredMenu trigger={trigger}>{(button) => <Menu>{button}</Menu>}</DeferredMenu>);
    const early = placeholderProps;
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(opened).not.toHaveBeenCalled();
    // The placeholder's press start, queued behind the swap, lands after the menu came.
    act(() => {
      early?.onPressStart?.();
    });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('leaves a menu alone that nobody reached before it arrived', async () => {
    opened.mockClear();
    const { Menu, arrive } = deferredMenu();
    render(<DeferredMenu trigger={trigger}>{(button) => <Menu>{button}</Menu>}</DeferredMenu>);
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('menu')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Appearance' })).not.toHaveFocus();
  });
});
