import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * This build's app shell: every script and stylesheet the portal's document (index.html) can load,
 * statically or by import(): its start, the frame, every page and every language's texts, so the
 * installed app opens any page offline (its calls then say they need a connection). Not the /auth
 * document's own code (signing in needs the network anyway), nor the .br/.gz copies (the browser
 * asks for an encoding itself).
 */
export function shellFiles(bundle: Rolldown.OutputBundle, entryName = 'main'): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (!entry) throw new Error(`The build has no "${entryName}" entry for the service worker's shell`);
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      const found = chunks.get(next);
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * Builds src/worker/sw.ts into `sw.js` at the root of the build (so its scope is the whole site),
 * with the shell's list and an id of this build written in. A new build has another id, so the
 * browser sees a new worker and the page offers to reload (features/installable).
 */
export function serviceWorker(root: string): Plugin {
  return {
    name: 'vool-service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = shellFiles(bundle);
      const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const result = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define: { __SHELL_FILES__: JSON.stringify(files), __BUILD_ID__: JSON.stringify(id) },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          copyPublicDir: false,
          reportCompressedSize: false,
          rolldownOptions: {
            input: path.join(root, 'src/worker/sw.ts'),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
      const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
      const chunk = output.output.find((file) => file.type === 'chunk');
      if (!chunk) throw new Error('The service worker did not build');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}
