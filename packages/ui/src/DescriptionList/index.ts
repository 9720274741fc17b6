export {
  DescriptionItem,
  DescriptionList,
  descriptionListColumns,
  descriptionListDirections,
  type DescriptionItemProps,
  type DescriptionListColumns,
  type DescriptionListDirection,
  type DescriptionListProps,
} from './DescriptionList.tsx';
