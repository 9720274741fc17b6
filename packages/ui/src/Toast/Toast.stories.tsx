import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { createToastQueue, ToastRegion, type ToastContent, type ToastOptions } from './index.ts';

const examples: Array<[ToastContent, ToastOptions?]> = [
  [
    {
      title: 'Meter reading saved',
      description: '15 204 kWh for Mannerheimintie 12 A 5, Helsinki.',
      tone: 'success',
    },
  ],
  [{ title: 'Invoice 2025-104 is ready', description: '86,40 EUR, due 14.4.2025.', tone: 'info' }],
  [{ title: 'Planned outage on 22.4.', description: 'Tartu mnt 14, Tallinn, 9:00–12:00.', tone: 'warning' }],
  [
    { title: 'Payment failed', description: 'Your bank declined the payment. Try again.', tone: 'danger' },
    { timeout: null },
  ],
];

/** Shows the given toasts as soon as the story renders, so they can be reviewed without clicking. */
function Preset({ toasts }: { toasts: typeof examples }) {
  const [queue] = useState(createToastQueue);
  useEffect(() => {
    for (const [content] of toasts) queue.add(content, { timeout: null });
    return () => {
      queue.clear();
    };
  }, [queue, toasts]);
  return <ToastRegion queue={queue} />;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  args: {},
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button adds a toast; they close after 4 s, except the payment error, which stays until closed. */
export const WithTriggers: Story = {
  render: function Render(args) {
    const [queue] = useState(createToastQueue);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {examples.map(([content, options]) => (
          <Button
            key={content.title}
            variant={content.tone === 'danger' ? 'danger' : 'secondary'}
            onPress={() => queue.add(content, options)}
          >
            {content.title}
          </Button>
        ))}
        <ToastRegion {...args} queue={queue} />
      </div>
    );
  },
};

/** One of each tone, newest on top. */
export const Tones: Story = { render: () => <Preset toasts={examples} /> };

export const TitleOnly: Story = {
  render: () => <Preset toasts={[[{ title: 'Settings saved', tone: 'success' }]]} />,
};

/** Seven added, five shown: the rest wait until one closes. */
export const AtMostFive: Story = {
  render: () => (
    <Preset
      toasts={Array.from({ length: 7 }, (_, index): [ToastContent] => [
        { title: `Invoice 2025-${String(100 + index)} paid`, tone: 'success' },
      ])}
    />
  ),
};
