import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup, skeletonVariants } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
  decorators: [(Story) => <SkeletonGroup label="Loading">{Story()}</SkeletonGroup>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};

export const Block: Story = { args: { variant: 'block', height: 160 } };

export const Circle: Story = { args: { variant: 'circle', width: 48 } };

/** An invoice list while it loads: the group announces "Loading invoices" once. */
export const InvoiceListLoading: Story = {
  decorators: [],
  render: () => (
    <SkeletonGroup label="Loading invoices" layout={{ maxWidth: 560 }}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <Skeleton variant="circle" width={40} />
          <div style={{ flex: 1 }}>
            <Skeleton variant="text" lines={2} />
          </div>
          <Skeleton variant="text" width={80} />
        </div>
      ))}
      <Skeleton variant="block" height={180} />
    </SkeletonGroup>
  ),
};
