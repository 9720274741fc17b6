import type { vars } from '../theme/vars.css.ts';

/** The spacing scale's keys, in order: the values `gap` takes in Stack, Inline and Grid. */
export const spaceScale = [
  '0',
  '25',
  '50',
  '100',
  '150',
  '200',
  '250',
  '300',
  '400',
  '500',
  '600',
  '800',
  '1000',
] as const satisfies ReadonlyArray<keyof typeof vars.space>;
export type Space = (typeof spaceScale)[number];

/** The elements a layout primitive may render as: containers and lists, never interactive ones. */
export const layoutElements = [
  'div',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'ul',
  'ol',
] as const;
export type LayoutElement = (typeof layoutElements)[number];

/** Naming props for landmark elements (a `section` or `nav` needs a name to be a landmark). */
export interface LayoutElementProps {
  /** An id, e.g. the target of a skip link or of an `aria-labelledby`. */
  id?: string;
  /** Names a `section` or `nav` landmark when no visible heading does. */
  'aria-label'?: string;
  /** Names the element by the id of a visible heading. */
  'aria-labelledby'?: string;
  /** Describes the element by the id of another one. */
  'aria-describedby'?: string;
}
