import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('renders a wrapping row with the default gap, alignment and justification', () => {
    render(
      <Inline id="row">
        <span>Electricity</span>
      </Inline>,
    );
    const row = document.getElementById('row');
    expect(row?.tagName).toBe('DIV');
    expect(row).toHaveAttribute('data-gap', '200');
    expect(row).toHaveAttribute('data-align', 'center');
    expect(row).toHaveAttribute('data-justify', 'start');
    expect(row).toHaveAttribute('data-wrap', 'true');
  });

  it('renders as a named list that keeps list semantics', () => {
    render(
      <Inline as="ul" aria-label="Energy types" justify="space-between" wrap={false}>
        <li>Electricity</li>
        <li>Gas</li>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Energy types' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveAttribute('data-justify', 'space-between');
    expect(list).toHaveAttribute('data-wrap', 'false');
  });

  it('renders as a navigation landmark', () => {
    render(
      <Inline as="nav" aria-label="Footer">
        <a href="/privacy">Privacy</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation', { name: 'Footer' })).toContainElement(
      screen.getByRole('link', { name: 'Privacy' }),
    );
  });
});
