import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { DescriptionItem, DescriptionList } from './DescriptionList.tsx';

describe('DescriptionList', () => {
  it('is a description list of terms and their details', () => {
    render(
      <DescriptionList columns={2}>
        <DescriptionItem term="Customer number">1048 2231</DescriptionItem>
        <DescriptionItem term="Phone">+358 40 123 4567</DescriptionItem>
      </DescriptionList>,
    );
    const list = screen.getAllByRole('term')[0]!.closest('dl');
    expect(list).not.toBeNull();
    expect(list).toHaveAttribute('data-columns', '2');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Customer number', 'Phone']);
    expect(screen.getAllByRole('definition')[0]!).toHaveTextContent('1048 2231');
  });

  it('pairs each term with the description that follows it', () => {
    render(
      <DescriptionList>
        <DescriptionItem term="Address" fullWidth>
          Narva mnt 5, Tallinn
        </DescriptionItem>
      </DescriptionList>,
    );
    const term = screen.getByRole('term');
    expect(term.nextElementSibling).toHaveTextContent('Narva mnt 5, Tallinn');
    expect(term.parentElement).toHaveAttribute('data-full-width', 'true');
  });

  it('defaults to one stacked column', () => {
    render(
      <DescriptionList>
        <DescriptionItem term="Product">Exchange electricity</DescriptionItem>
      </DescriptionList>,
    );
    const list = screen.getByRole('term').closest('dl');
    expect(list).toHaveAttribute('data-columns', '1');
    expect(list).toHaveAttribute('data-direction', 'stacked');
  });
});
