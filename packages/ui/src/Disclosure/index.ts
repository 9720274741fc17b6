export {
  Disclosure,
  DisclosureGroup,
  disclosureHeadingLevels,
  type DisclosureGroupProps,
  type DisclosureHeadingLevel,
  type DisclosureProps,
} from './Disclosure.tsx';
