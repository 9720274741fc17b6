import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link/Link.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'including VAT 25,5 %' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers read "84,60 EUR including VAT 25,5 %"; the screen shows only the amount. */
export const Default: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      84,60 EUR <VisuallyHidden {...args} />
    </p>
  ),
};

/** A skip link: invisible until focused with Tab. Press Tab in the canvas to see it. */
export const FocusableSkipLink: Story = {
  args: { focusable: true, as: 'div', children: null },
  render: (args) => (
    <>
      <VisuallyHidden {...args}>
        <Link href="#invoice-list">Skip to invoices</Link>
      </VisuallyHidden>
      <p style={{ margin: 0 }}>Press Tab to reveal the skip link above this text.</p>
    </>
  ),
};
