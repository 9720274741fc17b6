import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeSizes, badgeTones, StatusBadge, statusBadgeTones } from './Badge.tsx';

const meta = {
  title: 'Data/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Electricity', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Accent: Story = { args: { tone: 'accent', children: 'New' } };

export const Small: Story = { args: { size: 'sm', children: 'District heating' } };

/** Invoice states: paid, unpaid, overdue, and a payment in progress. */
export const InvoiceStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge tone="success" size={args.size}>
        Paid
      </StatusBadge>
      <StatusBadge tone="warning" size={args.size}>
        Unpaid
      </StatusBadge>
      <StatusBadge tone="danger" size={args.size}>
        Overdue
      </StatusBadge>
      <StatusBadge tone="info" size={args.size}>
        Payment processing
      </StatusBadge>
    </div>
  ),
};

/** Contract states. */
export const ContractStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge tone="success" size={args.size}>
        Active
      </StatusBadge>
      <StatusBadge tone="warning" size={args.size}>
        Ending 31.12.2025
      </StatusBadge>
      <StatusBadge tone="info" size={args.size}>
        Starts 01.02.2026
      </StatusBadge>
    </div>
  ),
};

export const StatusWithoutIcon: Story = {
  render: () => (
    <StatusBadge tone="danger" showIcon={false}>
      Overdue
    </StatusBadge>
  ),
};

/** Every tone at every size, for review across brands. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
          {statusBadgeTones.map((tone) => (
            <StatusBadge key={tone} tone={tone} size={size}>
              {tone}
            </StatusBadge>
          ))}
        </div>
      ))}
    </div>
  ),
};
