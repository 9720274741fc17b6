import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx', '../../../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@chromatic-com/storybook'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Brand logos, icons and sign-in art, as the portal serves them.
  staticDirs: [{ from: '../../../packages/tokens/dist/assets', to: '/tokens/assets' }],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), vanillaExtractPlugin()] }),
};

export default config;
