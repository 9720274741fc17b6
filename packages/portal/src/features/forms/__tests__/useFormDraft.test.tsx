/**
 * @jest-environment-options {"timezone": "America/New_York"}
 */
// The browser's zone is not the site's: the dialog tells the time in the site's (Europe/Helsinki).
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@vool/api-client/browser';
import { Button } from '@vool/ui/Button';
import { TextField } from '@vool/ui/TextField';
import { apiClient } from '../../../app/apiClient.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RestoreDraftDialog, useFormDraft } from '../index.ts';
import { draftIdentity, loadDraft, openSlot, saveDraft, type DraftSlot } from '../storage.ts';

const session: Session = {
  token: 'public-token-of-this-session',
  user: { ssn: '010190-123A', clientCode: 'C100', name: 'Aino Virtanen', email: 'aino@example.com' },
  userOrRepresentativeCode: 'C100',
  isNewCustomer: false,
  expires: '2026-12-24T12:00:00.000Z',
};
const formId = 'test.contact';
const version = 2;
// 14:05 in Helsinki, 07:05 in New York.
const earlier = new Date('2026-11-24T12:05:00Z');

interface Values {
  phone: string;
}

/** A form as a feature writes one: its own state, and the draft in two lines. */
function ContactForm({ formVersion = version, enabled }: { formVersion?: number; enabled?: boolean }) {
  const [values, setValues] = useState<Values>({ phone: '' });
  const [touched, setTouched] = useState(false);
  const draft = useFormDraft({ formId, version: formVersion, values, touched, enabled });
  return (
    <form>
      <TextField
        label="Phone"
        value={values.phone}
        onChange={(phone) => {
          setValues({ phone });
          setTouched(true);
        }}
      />
      <Button
        onPress={() => {
          draft.discard();
          setTouched(false);
        }}
      >
        Save
      </Button>
      <Button
        onPress={() => {
          setValues({ phone: '' });
          setTouched(false);
        }}
      >
        Undo changes
      </Button>
      <p>{draft.saved ? `Draft kept at ${draft.saved.toISOString()}` : 'No draft kept'}</p>
      <RestoreDraftDialog draft={draft} onRestore={setValues} />
    </form>
  );
}

// A busy machine's WebCrypto is slow to answer: the waits end as soon as it has, though.
jest.setTimeout(15_000);

let slot: DraftSlot;
const stored = () => sessionStorage.getItem(slot.key);

/**
 * Real turns of the event loop, whatever the timers, until `done` or `ms` have passed: WebCrypto
 * answers from Node's threads. To see that nothing happens, wait out the time with `done` false.
 */
async function settle(done: () => boolean, ms = 4000) {
  const deadline = performance.now() + ms;
  while (!done() && performance.now() < deadline) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/** Time enough for a save under way to land (a few milliseconds, here). */
const nothingMore = () => settle(() => false, 150);

/** Opens the form once its draft has been looked for (the unreadable entry in its place is then gone). */
async function openForm(props: Parameters<typeof ContactForm>[0] = {}) {
  sessionStorage.setItem(slot.key, 'left by an earlier version of the portal');
  const rendered = renderWithProviders(<ContactForm {...props} />);
  await settle(() => stored() === null);
  expect(stored()).toBeNull();
  return rendered;
}

const typeIn = async (text: string) => {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), text);
  return user;
};

/**
 * From here on, time passes only when the test says (the form is open by then: the store tells React
 * of the session only on a timer of its own).
 */
const holdTheClock = () => {
  jest.useFakeTimers({
    doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask', 'performance'],
    now: new Date('2026-11-24T13:00:00Z'),
  });
};

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(async () => {
  sessionStorage.clear();
  jest.spyOn(apiClient.auth, 'session').mockResolvedValue(session);
  // The frame asks whom else the user acts for once the session is in: nobody.
  jest.spyOn(apiClient, 'request').mockResolvedValue([]);
  slot = await openSlot(session.token, draftIdentity(session), formId);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useFormDraft with RestoreDraftDialog', () => {
  it('keeps what the user types, sealed, once the typing has rested half a second', async () => {
    await openForm();
    holdTheClock();
    await typeIn('040 123');
    await advance(499);
    await nothingMore();
    expect(stored()).toBeNull();

    await advance(1);
    await settle(() => stored() !== null);
    expect(stored()).not.toContain('040');
    expect(await loadDraft(slot, version)).toEqual({
      timestamp: new Date('2026-11-24T13:00:00.500Z'),
      values: { phone: '040 123' },
    });
    expect(screen.getByText('Draft kept at 2026-11-24T13:00:00.500Z')).toBeVisible();
  });

  it('keeps nothing until the user changes the form', async () => {
    await openForm();
    holdTheClock();
    await advance(2000);
    window.dispatchEvent(new Event('pagehide'));
    await nothingMore();
    expect(stored()).toBeNull();
    expect(screen.getByText('No draft kept')).toBeVisible();
  });

  it('asks as the form opens whether to restore the draft; Restore fills the form', async () => {
    await saveDraft(slot, version, { phone: '040 555 0101' }, earlier);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);

    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You have unsaved changes from 14:05 (24.11.2026). Restore them?');
    // Restoring loses nothing, so focus starts there.
    expect(screen.getByRole('button', { name: 'Restore' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('040 555 0101');
    // Still kept: those are the form's unsaved values now.
    expect(await loadDraft(slot, version)).toEqual({ timestamp: earlier, values: { phone: '040 555 0101' } });
  });

  it('Discard deletes the draft and leaves the form as it was', async () => {
    await saveDraft(slot, version, { phone: '040 555 0101' }, earlier);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);

    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    expect(stored()).toBeNull();
  });

  it('does not offer a draft of an older version of the form, and removes it', async () => {
    await saveDraft(slot, version - 1, { phone: '040 555 0101' }, earlier);
    renderWithProviders(<ContactForm />);
    await settle(() => stored() === null);
    expect(stored()).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a form saved for real discards its draft, and what it held then is not kept again', async () => {
    await openForm();
    holdTheClock();
    const user = await typeIn('040 123');
    await advance(500);
    await settle(() => stored() !== null);
    expect(stored()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored()).toBeNull();
    expect(screen.getByText('No draft kept')).toBeVisible();
    await advance(2000);
    window.dispatchEvent(new Event('pagehide'));
    await nothingMore();
    expect(stored()).toBeNull();
  });

  it('forgets the draft when the user undoes their changes', async () => {
    await openForm();
    holdTheClock();
    const user = await typeIn('040 123');
    await advance(500);
    await settle(() => stored() !== null);
    expect(stored()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(stored()).toBeNull();
    await advance(2000);
    window.dispatchEvent(new Event('pagehide'));
    await nothingMore();
    expect(stored()).toBeNull();
  });

  it('keeps the last keystrokes at once when the page is hidden', async () => {
    await openForm();
    holdTheClock();
    await typeIn('040');
    window.dispatchEvent(new Event('pagehide'));
    await settle(() => stored() !== null);
    expect(await loadDraft(slot, version)).toMatchObject({ values: { phone: '040' } });
  });

  it('keeps the last keystrokes at once when the form goes away', async () => {
    const { result } = await openForm();
    holdTheClock();
    await typeIn('040');
    result.unmount();
    await settle(() => stored() !== null);
    expect(await loadDraft(slot, version)).toMatchObject({ values: { phone: '040' } });
  });

  it('neither offers nor keeps a draft when it is not enabled', async () => {
    await saveDraft(slot, version, { phone: '040 555 0101' }, earlier);
    const before = stored();
    renderWithProviders(<ContactForm enabled={false} />);
    holdTheClock();
    await typeIn('040');
    await advance(2000);
    window.dispatchEvent(new Event('pagehide'));
    await nothingMore();

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(stored()).toBe(before);
    expect(apiClient.auth.session).not.toHaveBeenCalled();
  });
});
