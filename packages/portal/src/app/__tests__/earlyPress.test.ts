import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { onEarlyPress, rememberEarlyPresses, stopRememberingPresses } from '../earlyPress.ts';

/**
 * A header menu's button pressed before the hydration is its menu's once, whether the menu is there
 * already or comes later; so is a press begun before the hydration and ended after it.
 */

const pointerDown = (element: Element) => {
  element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
};

describe('earlyPress', () => {
  let menuButton: HTMLButtonElement;
  let otherMenu: HTMLButtonElement;
  let plainButton: HTMLButtonElement;
  beforeAll(() => {
    document.body.innerHTML = `<div id="root"><header>
      <button type="button" aria-haspopup="menu"><span>Account</span></button>
      <button type="button" aria-haspopup="menu">Language</button>
      <button type="button">Sign out</button>
    </header></div>`;
    [menuButton, otherMenu, plainButton] = [...document.querySelectorAll('button')] as [
      HTMLButtonElement,
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    rememberEarlyPresses();
  });

  it('keeps a menu button pressed (on its label too) for its menu, once', () => {
    menuButton.querySelector('span')!.click();
    const plain = jest.fn();
    onEarlyPress(plainButton, plain)();
    expect(plain).not.toHaveBeenCalled();
    const open = jest.fn();
    const stop = onEarlyPress(menuButton, open);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    const again = jest.fn();
    onEarlyPress(menuButton, again)();
    expect(again).not.toHaveBeenCalled();
  });

  it('tells a menu already listening of its press, and ignores buttons without a menu', () => {
    const open = jest.fn();
    const stop = onEarlyPress(otherMenu, open);
    plainButton.click();
    expect(open).not.toHaveBeenCalled();
    otherMenu.click();
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves presses begun after the hydration to React, but not one begun before it', () => {
    const open = jest.fn();
    const stop = onEarlyPress(menuButton, open);
    pointerDown(menuButton);
    stopRememberingPresses();
    // React saw only the end of this press: it is the menu's.
    menuButton.click();
    expect(open).toHaveBeenCalledTimes(1);
    pointerDown(menuButton);
    menuButton.click();
    // A keyboard press (a click without a pointer) after the hydration is React's too.
    menuButton.click();
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });
});
