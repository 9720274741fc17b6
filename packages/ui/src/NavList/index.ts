export {
  NavList,
  NavListGroup,
  NavListItem,
  navListHeadingLevels,
  type NavListGroupProps,
  type NavListHeadingLevel,
  type NavListItemProps,
  type NavListProps,
} from './NavList.tsx';
