import { beforeAll, describe, expect, it } from '@jest/globals';
import { rememberEarlyPresses, takeEarlyPress } from '../earlyPress.ts';

/** A header menu's button pressed before the hydration is remembered once, and only until then. */

describe('earlyPress', () => {
  let root: HTMLElement;
  let menuButton: HTMLButtonElement;
  let plainButton: HTMLButtonElement;
  beforeAll(() => {
    document.body.innerHTML = `<div id="root"><header>
      <button type="button" aria-haspopup="menu"><span>Account</span></button>
      <button type="button">Sign out</button>
    </header></div>`;
    root = document.getElementById('root')!;
    [menuButton, plainButton] = [...document.querySelectorAll('button')];
    rememberEarlyPresses();
  });

  it('remembers a menu button pressed (on its label too) and answers once', () => {
    menuButton.querySelector('span')!.click();
    expect(takeEarlyPress(plainButton)).toBe(false);
    expect(takeEarlyPress(menuButton)).toBe(true);
    expect(takeEarlyPress(menuButton)).toBe(false);
  });

  it('ignores buttons without a menu, and every press once the page is hydrated', () => {
    plainButton.click();
    expect(takeEarlyPress(plainButton)).toBe(false);
    root.setAttribute('data-hydrated', '');
    menuButton.click();
    expect(takeEarlyPress(menuButton)).toBe(false);
  });
});
