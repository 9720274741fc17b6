import { beforeAll, describe, expect, it } from '@jest/globals';
import { rememberEarlyPresses, stopRememberingPresses, takeEarlyPress } from '../earlyPress.ts';

/** A header menu's button pressed before the hydration is remembered once, and only until then. */

describe('earlyPress', () => {
  let menuButton: HTMLButtonElement;
  let plainButton: HTMLButtonElement;
  beforeAll(() => {
    document.body.innerHTML = `<div id="root"><header>
      <button type="button" aria-haspopup="menu"><span>Account</span></button>
      <button type="button">Sign out</button>
    </header></div>`;
    const buttons = document.querySelectorAll('button');
    menuButton = buttons[0]!;
    plainButton = buttons[1]!;
    rememberEarlyPresses();
  });

  it('remembers a menu button pressed (on its label too) and answers once', () => {
    menuButton.querySelector('span')!.click();
    expect(takeEarlyPress(plainButton)).toBe(false);
    expect(takeEarlyPress(menuButton)).toBe(true);
    expect(takeEarlyPress(menuButton)).toBe(false);
  });

  it('ignores buttons without a menu, and every press once React has the page', () => {
    plainButton.click();
    expect(takeEarlyPress(plainButton)).toBe(false);
    menuButton.click();
    stopRememberingPresses();
    menuButton.click();
    // The press before the stop is still there for its menu; the one after is React's.
    expect(takeEarlyPress(menuButton)).toBe(true);
    expect(takeEarlyPress(menuButton)).toBe(false);
  });
});
