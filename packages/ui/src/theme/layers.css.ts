import { globalLayer, style, type StyleRule } from '@vanilla-extract/css';

// Declared in this order, so consumers' unlayered CSS always wins over ours: reset < components < utilities.
export const resetLayer = globalLayer('vool-reset');
export const componentsLayer = globalLayer('vool-components');
export const utilitiesLayer = globalLayer('vool-utilities');

/** A class whose rules sit in the components layer. */
export function componentStyle(rule: StyleRule, debugId?: string): string {
  return style({ '@layer': { [componentsLayer]: rule } }, debugId);
}

/** A class of shared classes (src/styles) and, after them in the components layer, its own rules. */
export function composedStyle(composes: string[], rule: StyleRule, debugId?: string): string {
  return style([...composes, { '@layer': { [componentsLayer]: rule } }], debugId);
}
