import { isValidElement, type ComponentType, type ReactElement, type ReactNode, type SVGProps } from 'react';
import * as styles from './createIcon.css.ts';

export const iconSizes = { sm: 16, md: 20, lg: 24 } as const;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'className' | 'style'> {
  /** @default 'md' */
  size?: keyof typeof iconSizes;
  /** A name for assistive tech. Without it the icon is decorative and hidden from them. */
  'aria-label'?: string;
}

export type Icon = ((props: IconProps) => ReactNode) & { displayName: string };

/** Icons draw with `currentColor` on a 24-unit grid, so they take the colour and size of their text. */
export function createIcon(name: string, body: ReactNode): Icon {
  function IconComponent({ size = 'md', 'aria-label': label, ...rest }: IconProps) {
    const px = iconSizes[size];
    return (
      <svg
        viewBox="0 0 24 24"
        width={px}
        height={px}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-icon={name}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        {...rest}
        className={styles.icon}
      >
        {body}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}

/**
 * What every `icon` prop takes: an icon component (`icon={InvoiceIcon}`), which the component sizes to
 * fit itself, or an element (`icon={<InvoiceIcon size="sm" />}`), drawn as given.
 */
export type IconProp = ComponentType<Pick<IconProps, 'size'>> | ReactElement;

/** Draws an `icon` prop: an element as it is, a component at `size`. */
export function renderIcon(icon: IconProp | undefined, size?: IconProps['size']): ReactNode {
  if (icon === undefined || isValidElement(icon)) return icon;
  const Component = icon;
  return <Component size={size} />;
}
