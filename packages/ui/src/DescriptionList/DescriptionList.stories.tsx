import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '../Badge/Badge.tsx';
import {
  DescriptionItem,
  DescriptionList,
  descriptionListColumns,
  descriptionListDirections,
} from './DescriptionList.tsx';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: {
    columns: 1,
    direction: 'stacked',
    children: [
      <DescriptionItem key="name" term="Name">
        Aino Virtanen
      </DescriptionItem>,
      <DescriptionItem key="number" term="Customer number">
        1048 2231
      </DescriptionItem>,
      <DescriptionItem key="email" term="E-mail">
        aino.virtanen@example.fi
      </DescriptionItem>,
      <DescriptionItem key="phone" term="Phone">
        +358 40 123 4567
      </DescriptionItem>,
      <DescriptionItem key="address" term="Invoicing address" fullWidth>
        Mannerheimintie 12 B 7, 00100 Helsinki
      </DescriptionItem>,
    ],
  },
  argTypes: {
    columns: { control: 'inline-radio', options: descriptionListColumns },
    direction: { control: 'inline-radio', options: descriptionListDirections },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneColumn: Story = {};

export const TwoColumns: Story = { args: { columns: 2 } };

export const Inline: Story = {
  args: {
    direction: 'inline',
    children: [
      <DescriptionItem key="product" term="Product">
        Exchange electricity
      </DescriptionItem>,
      <DescriptionItem key="margin" term="Margin">
        0.39 c/kWh
      </DescriptionItem>,
      <DescriptionItem key="fee" term="Basic fee">
        3.95 EUR / month
      </DescriptionItem>,
      <DescriptionItem key="site" term="Metering point">
        EE 38ZEE-1000123-4 · Narva mnt 5, Tallinn
      </DescriptionItem>,
      <DescriptionItem key="status" term="Status">
        <StatusBadge tone="success">Active</StatusBadge>
      </DescriptionItem>,
    ],
  },
};
