import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * A press on a drawn control before React has the page is made again, once, on the same element when
 * the page is hydrated; links, submits and disabled buttons are left to the browser; presses React
 * sees are its own, save one begun before it had the page.
 */

type EarlyPress = typeof import('../earlyPress.ts');

const pointerDown = (element: Element) => {
  element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
};

// jsdom has no pointer events; the browsers the portal supports all have them.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
Object.assign(globalThis, { PointerEvent: TestPointerEvent });

describe('earlyPress', () => {
  let early: EarlyPress;
  let tab: HTMLElement;
  let pay: HTMLButtonElement;
  let submit: HTMLButtonElement;
  let link: HTMLAnchorElement;
  let disabled: HTMLButtonElement;
  let presses: Element[];
  let listener: ((event: Event) => void) | undefined;

  beforeEach(async () => {
    jest.useFakeTimers();
    jest.resetModules();
    if (listener) document.removeEventListener('click', listener);
    document.body.innerHTML = `<div id="root">
      <div role="tablist"><div role="tab" tabindex="0"><span>Contacts</span></div></div>
      <button type="button">Pay</button>
      <form><button type="submit">Send</button></form>
      <a href="/invoices"><span>Invoices</span></a>
      <button type="button" disabled>Off</button>
    </div>`;
    tab = document.querySelector('[role="tab"]')!;
    [pay, submit, disabled] = [
      document.querySelector<HTMLButtonElement>('button[type="button"]')!,
      document.querySelector<HTMLButtonElement>('button[type="submit"]')!,
      document.querySelector<HTMLButtonElement>('button[disabled]')!,
    ];
    link = document.querySelector('a')!;
    // jsdom submits no form and follows no link: the test sees only what the page's code would do.
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
    });
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    presses = [];
    listener = (event) => {
      presses.push(event.target as Element);
    };
    early = await import('../earlyPress.ts');
    early.rememberEarlyPresses();
    document.addEventListener('click', listener);
  });

  const replayed = () => {
    presses = [];
    jest.runAllTimers();
    return presses;
  };

  it('makes the last press before the hydration again on its control (its label too), once', () => {
    pay.click();
    tab.querySelector('span')!.click();
    early.handOverPresses();
    expect(replayed()).toEqual([]);
    early.makeEarlyPress();
    expect(replayed()).toEqual([tab]);
    early.makeEarlyPress();
    expect(replayed()).toEqual([]);
  });

  it('leaves links, submits and disabled buttons to the browser and the form actions', () => {
    for (const element of [link.querySelector('span')!, submit, disabled]) {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    early.makeEarlyPress();
    expect(replayed()).toEqual([]);
  });

  it('drops the remembered press when React has seen a newer one', () => {
    pay.click();
    early.handOverPresses();
    pointerDown(tab);
    tab.click();
    early.makeEarlyPress();
    expect(replayed()).toEqual([]);
  });

  it('makes a press begun before React had the page and ended after it, and leaves others to React', () => {
    const made: string[] = [];
    const record = (event: Event) => made.push(`${event.type} ${(event as PointerEvent).pointerType}`);
    pay.addEventListener('pointerdown', record);
    pay.addEventListener('pointerup', record);
    pointerDown(pay);
    early.handOverPresses();
    pay.click();
    made.length = 0;
    // As it was made: with a pointer, whose press React Aria answers as a person's.
    expect(replayed()).toEqual([pay]);
    expect(made).toEqual(['pointerdown mouse', 'pointerup mouse']);
    pointerDown(pay);
    pay.click();
    // A keyboard press (a click without a pointer) is React's too.
    pay.click();
    expect(replayed()).toEqual([]);
  });

  it('keeps presses from React while it hydrates, and makes the last once it has committed', () => {
    // React's listener sits on the root: what reaches it, React would answer by hydrating at once.
    const heard: string[] = [];
    const root = document.getElementById('root')!;
    const react = (event: Event) => heard.push(`${event.type} ${(event.target as Element).textContent}`);
    for (const type of ['pointerdown', 'click']) root.addEventListener(type, react, true);
    early.holdPresses();
    link.querySelector('span')!.click();
    pointerDown(pay);
    pay.click();
    expect(heard).toEqual([]);
    // The first commit: the button's press is made for React; the link was the browser's to follow.
    early.makeEarlyPress();
    expect(replayed()).toEqual([pay]);
    expect(heard).toEqual(['pointerdown Pay', 'click Pay']);
    heard.length = 0;
    pointerDown(tab);
    tab.click();
    expect(heard).toEqual(['pointerdown Contacts', 'click Contacts']);
    for (const type of ['pointerdown', 'click']) root.removeEventListener(type, react, true);
  });

  it('hands presses to React when the hydration gives up before its first commit', () => {
    const heard: string[] = [];
    const root = document.getElementById('root')!;
    const react = (event: Event) => heard.push(event.type);
    root.addEventListener('click', react, true);
    early.holdPresses();
    early.handOverPresses();
    pay.click();
    expect(heard).toEqual(['click']);
    root.removeEventListener('click', react, true);
  });

  it('makes no press on an element the page no longer has', () => {
    pay.click();
    pay.remove();
    early.makeEarlyPress();
    expect(replayed()).toEqual([]);
  });
});
