export { Stack, stackAlignments, type StackAlign, type StackProps } from './Stack.tsx';
export { layoutElements, spaceScale, type LayoutElement, type Space } from '../layout/space.ts';
