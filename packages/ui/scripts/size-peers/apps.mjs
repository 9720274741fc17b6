// The four apps `npm run size:peers` builds (see ../size-peers.mjs): each renders the same five
// components — a Button that opens a Dialog holding a TextField, Tabs of two panels, and a Table of three
// columns sorted by two of them — with what its library needs around them (a provider, its stylesheets).

/** Rows every table shows, and the sorting every app does the same way. */
const data = `
const rows = [
  { id: '2026-104', due: '2026-11-15', amount: 84.2 },
  { id: '2026-087', due: '2026-10-15', amount: 91.75 },
  { id: '2026-061', due: '2026-09-15', amount: 62.1 },
];
const sortRows = (column, direction) =>
  [...rows].sort((a, b) => (a[column] < b[column] ? -1 : 1) * (direction === 'ascending' ? 1 : -1));
`;

const vool = `
import { useState } from 'react';
import { Button } from '@vool/ui/Button';
import { TextField } from '@vool/ui/TextField';
import { Dialog, DialogTrigger } from '@vool/ui/Dialog';
import { Tab, TabList, TabPanel, Tabs } from '@vool/ui/Tabs';
import { Table } from '@vool/ui/Table';
import '@vool/tokens/css/base.css';
import '@vool/tokens/css/kiir.css';
import '@vool/ui/styles.css';
${data}
export function App() {
  const [sort, setSort] = useState({ column: 'due', direction: 'descending' });
  return (
    <main>
      <DialogTrigger>
        <Button>Change email</Button>
        <Dialog title="Change email" footer={<Button slot="close">Save</Button>}>
          <TextField label="Email" type="email" isRequired />
        </Dialog>
      </DialogTrigger>
      <Tabs>
        <TabList aria-label="Invoices">
          <Tab id="open">Open</Tab>
          <Tab id="paid">Paid</Tab>
        </TabList>
        <TabPanel id="open">
          <Table
            aria-label="Open invoices"
            columns={[
              { id: 'id', name: 'Invoice', isRowHeader: true, render: (row) => row.id },
              { id: 'due', name: 'Due date', allowsSorting: true, render: (row) => row.due },
              { id: 'amount', name: 'Amount', isNumeric: true, allowsSorting: true, render: (row) => row.amount },
            ]}
            items={sortRows(sort.column, sort.direction)}
            sortDescriptor={sort}
            onSortChange={setSort}
          />
        </TabPanel>
        <TabPanel id="paid">Nothing paid yet.</TabPanel>
      </Tabs>
    </main>
  );
}
`;

const mantine = `
import { useState } from 'react';
import { Button, MantineProvider, Modal, Table, Tabs, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
${[
  'baseline',
  'default-css-variables',
  'global',
  'UnstyledButton',
  'Button',
  'Input',
  'CloseButton',
  'Overlay',
  'ModalBase',
  'Modal',
  'Tabs',
  'Table',
]
  .map((file) => `import '@mantine/core/styles/${file}.css';`)
  .join('\n')}
${data}
// Mantine has no sortable table: the header's buttons sort, without aria-sort.
export function App() {
  const [opened, { open, close }] = useDisclosure(false);
  const [sort, setSort] = useState({ column: 'due', direction: 'descending' });
  const sortBy = (column) =>
    setSort({ column, direction: sort.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending' });
  return (
    <MantineProvider>
      <main>
        <Button onClick={open}>Change email</Button>
        <Modal opened={opened} onClose={close} title="Change email">
          <TextInput label="Email" type="email" required />
          <Button onClick={close}>Save</Button>
        </Modal>
        <Tabs defaultValue="open">
          <Tabs.List aria-label="Invoices">
            <Tabs.Tab value="open">Open</Tabs.Tab>
            <Tabs.Tab value="paid">Paid</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="open">
            <Table aria-label="Open invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th><button onClick={() => sortBy('due')}>Due date</button></Table.Th>
                  <Table.Th><button onClick={() => sortBy('amount')}>Amount</button></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sortRows(sort.column, sort.direction).map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Th scope="row">{row.id}</Table.Th>
                    <Table.Td>{row.due}</Table.Td>
                    <Table.Td>{row.amount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
          <Tabs.Panel value="paid">Nothing paid yet.</Tabs.Panel>
        </Tabs>
      </main>
    </MantineProvider>
  );
}
`;

const mui = `
import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
${data}
const sortable = (column, label, sort, setSort) => (
  <TableCell sortDirection={sort.column === column ? (sort.direction === 'ascending' ? 'asc' : 'desc') : false}>
    <TableSortLabel
      active={sort.column === column}
      direction={sort.column === column && sort.direction === 'descending' ? 'desc' : 'asc'}
      onClick={() =>
        setSort({ column, direction: sort.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending' })
      }
    >
      {label}
    </TableSortLabel>
  </TableCell>
);

export function App() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('open');
  const [sort, setSort] = useState({ column: 'due', direction: 'descending' });
  return (
    <main>
      <Button variant="contained" onClick={() => setOpen(true)}>Change email</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="email-title">
        <DialogTitle id="email-title">Change email</DialogTitle>
        <DialogContent>
          <TextField label="Email" type="email" required />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Save</Button>
        </DialogActions>
      </Dialog>
      <Tabs value={tab} onChange={(event, value) => setTab(value)} aria-label="Invoices">
        <Tab value="open" label="Open" id="tab-open" aria-controls="panel-open" />
        <Tab value="paid" label="Paid" id="tab-paid" aria-controls="panel-paid" />
      </Tabs>
      <div role="tabpanel" id="panel-open" aria-labelledby="tab-open" hidden={tab !== 'open'}>
        <Table aria-label="Open invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              {sortable('due', 'Due date', sort, setSort)}
              {sortable('amount', 'Amount', sort, setSort)}
            </TableRow>
          </TableHead>
          <TableBody>
            {sortRows(sort.column, sort.direction).map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">{row.id}</TableCell>
                <TableCell>{row.due}</TableCell>
                <TableCell align="right">{row.amount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div role="tabpanel" id="panel-paid" aria-labelledby="tab-paid" hidden={tab !== 'paid'}>
        Nothing paid yet.
      </div>
    </main>
  );
}
`;

/** React Spectrum v3 and S2 share the collection API; they differ in names around it. */
const spectrumTable = `
  const [sort, setSort] = useState({ column: 'due', direction: 'descending' });
  const table = (
    <TableView aria-label="Open invoices" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column key="id" isRowHeader>Invoice</Column>
        <Column key="due" allowsSorting>Due date</Column>
        <Column key="amount" allowsSorting align="end">Amount</Column>
      </TableHeader>
      <TableBody items={sortRows(sort.column, sort.direction)}>
        {(row) => (
          <Row key={row.id}>
            <Cell>{row.id}</Cell>
            <Cell>{row.due}</Cell>
            <Cell>{row.amount}</Cell>
          </Row>
        )}
      </TableBody>
    </TableView>
  );
`;

const reactSpectrum = `
import { useState } from 'react';
import {
  Button, ButtonGroup, Cell, Column, Content, defaultTheme, Dialog, DialogTrigger, Heading, Item, Provider,
  Row, TableBody, TableHeader, TableView, TabList, TabPanels, Tabs, TextField,
} from '@adobe/react-spectrum';
${data}
export function App() {
  ${spectrumTable}
  return (
    <Provider theme={defaultTheme} locale="en-GB">
      <main>
        <DialogTrigger>
          <Button variant="accent">Change email</Button>
          {(close) => (
            <Dialog>
              <Heading>Change email</Heading>
              <Content><TextField label="Email" type="email" isRequired /></Content>
              <ButtonGroup><Button variant="accent" onPress={close}>Save</Button></ButtonGroup>
            </Dialog>
          )}
        </DialogTrigger>
        <Tabs aria-label="Invoices">
          <TabList>
            <Item key="open">Open</Item>
            <Item key="paid">Paid</Item>
          </TabList>
          <TabPanels>
            <Item key="open">{table}</Item>
            <Item key="paid">Nothing paid yet.</Item>
          </TabPanels>
        </Tabs>
      </main>
    </Provider>
  );
}
`;

const s2 = `
import { useState } from 'react';
import {
  Button, ButtonGroup, Cell, Column, Content, Dialog, DialogTrigger, Heading, Provider, Row, Tab, TableBody,
  TableHeader, TableView, TabList, TabPanel, Tabs, TextField,
} from '@react-spectrum/s2';
import '@react-spectrum/s2/page.css';
${data}
export function App() {
  ${spectrumTable}
  return (
    <Provider background="base" locale="en-GB">
      <main>
        <DialogTrigger>
          <Button variant="accent">Change email</Button>
          <Dialog>
            {({ close }) => (
              <>
                <Heading slot="title">Change email</Heading>
                <Content><TextField label="Email" type="email" isRequired /></Content>
                <ButtonGroup><Button variant="accent" onPress={close}>Save</Button></ButtonGroup>
              </>
            )}
          </Dialog>
        </DialogTrigger>
        <Tabs aria-label="Invoices">
          <TabList>
            <Tab id="open">Open</Tab>
            <Tab id="paid">Paid</Tab>
          </TabList>
          <TabPanel id="open">{table}</TabPanel>
          <TabPanel id="paid">Nothing paid yet.</TabPanel>
        </Tabs>
      </main>
    </Provider>
  );
}
`;

/**
 * Each app: the packages it installs (besides react, react-dom, vite and its React plugin), whether it is
 * built on React Aria (so its locale strings can be trimmed) and its App module.
 */
export const apps = [
  {
    name: '@vool/ui',
    main: '@vool/ui',
    packages: ['react-aria-components@^1.22.0'],
    reactAria: true,
    app: vool,
  },
  {
    name: '@mantine/core',
    main: '@mantine/core',
    packages: ['@mantine/core@^9', '@mantine/hooks@^9'],
    reactAria: false,
    app: mantine,
  },
  {
    name: '@mui/material',
    main: '@mui/material',
    packages: ['@mui/material@^9', '@emotion/react@^11', '@emotion/styled@^11'],
    reactAria: false,
    app: mui,
  },
  {
    name: '@adobe/react-spectrum',
    main: '@adobe/react-spectrum',
    packages: ['@adobe/react-spectrum@^3'],
    reactAria: true,
    app: reactSpectrum,
  },
  {
    name: '@react-spectrum/s2',
    main: '@react-spectrum/s2',
    packages: ['@react-spectrum/s2@^1'],
    reactAria: true,
    app: s2,
  },
];
