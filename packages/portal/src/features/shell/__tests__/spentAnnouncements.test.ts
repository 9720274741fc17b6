import { afterEach, describe, expect, it } from '@jest/globals';
import { announce, destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { pruneSpentAnnouncements } from '../spentAnnouncements.ts';

afterEach(() => {
  destroyAnnouncer();
  document.body.innerHTML = '';
});

const logged = () =>
  [...document.querySelectorAll('[data-live-announcer] [role="log"] > *')].map(
    (node) => node.getAttribute('aria-labelledby') ?? node.textContent,
  );

describe('pruneSpentAnnouncements', () => {
  it('removes the announcements that name an element no longer on the page, and only those', () => {
    document.body.innerHTML = '<button id="send">Send</button><button id="sign">Sign</button>';
    announce({ 'aria-labelledby': 'send' });
    announce({ 'aria-labelledby': 'sign' }, 'polite');
    announce('12 places found', 'polite');
    expect(logged()).toEqual(['send', 'sign', '12 places found']);

    document.getElementById('send')!.remove();
    pruneSpentAnnouncements();
    expect(logged()).toEqual(['sign', '12 places found']);
  });

  it('keeps an announcement while any element it names is there', () => {
    document.body.innerHTML = '<span id="title">Renewal</span>';
    announce({ 'aria-labelledby': 'gone title' });
    pruneSpentAnnouncements();
    expect(logged()).toEqual(['gone title']);
  });
});
