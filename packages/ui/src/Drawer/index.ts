export { Drawer, drawerPlacements, type DrawerPlacement, type DrawerProps } from './Drawer.tsx';
