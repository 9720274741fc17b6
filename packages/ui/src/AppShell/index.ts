export { AppShell, type AppShellProps } from './AppShell.tsx';
