import type { Plugin } from 'vite';

export function writeRouteModules(code: string, file: string, root: string): string;
export function routeModules(root: string, found?: Set<string>): Plugin;
