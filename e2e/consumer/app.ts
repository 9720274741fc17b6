// The files of a small consumer app, written into a temporary folder outside the workspace.
export const files: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Consumer</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`,
  'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()] });
`,
  'src/main.jsx': `import '@vool/tokens/css/base.css';
import '@vool/tokens/css/kiir.css';
import '@vool/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { Button } from '@vool/ui/Button';
import { Dialog, DialogTrigger } from '@vool/ui/Dialog';
import { Table } from '@vool/ui/Table';
import { applyTheme } from '@vool/ui/theme';

applyTheme({ brand: 'kiir', scheme: 'dark' });

const invoices = [
  { id: '2025-104', amount: '84,20 €' },
  { id: '2025-087', amount: '112,65 €' },
];
const columns = [
  { id: 'id', name: 'Invoice', isRowHeader: true, render: (i) => i.id },
  { id: 'amount', name: 'Amount', isNumeric: true, render: (i) => i.amount },
];

createRoot(document.getElementById('root')).render(
  <I18nProvider locale="lv-LV">
    <main>
      <DialogTrigger>
        <Button>Pay invoice</Button>
        <Dialog title="Pay invoice 2025-104" footer={<Button slot="close">Done</Button>}>
          Paid with your bank.
        </Dialog>
      </DialogTrigger>
      <Table aria-label="Invoices" columns={columns} items={invoices} />
    </main>
  </I18nProvider>,
);
`,
};
