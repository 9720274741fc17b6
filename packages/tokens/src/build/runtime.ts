import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Hand-written modules shipped as they are, compiled to ESM and declarations: `[dist file, source]`. */
const runtimeModules = [['echarts-theme', '../echarts-theme.ts']] as const;

/**
 * The runtime modules as `[file, contents]`. They have no imports and only erasable types, so each
 * compiles on its own (no program, no type check here: `tsc -b` checks them with the rest of the source).
 */
export async function runtimeFiles(): Promise<Array<[string, string]>> {
  // Loaded here, not at the top: only the build needs the compiler.
  const { default: ts } = await import('typescript');
  const compilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    declaration: true,
    removeComments: false,
  };
  const files: Array<[string, string]> = [];
  for (const [name, source] of runtimeModules) {
    const file = fileURLToPath(new URL(source, import.meta.url));
    const text = await readFile(file, 'utf8');
    const js = ts.transpileModule(text, { compilerOptions, fileName: file }).outputText;
    const dts = ts.transpileDeclaration(text, { compilerOptions, fileName: file });
    if (dts.diagnostics?.length) {
      const messages = dts.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      throw new Error(`${source} needs explicit types for its declarations:\n${messages.join('\n')}`);
    }
    files.push([`${name}.js`, js], [`${name}.d.ts`, dts.outputText]);
  }
  return files;
}
