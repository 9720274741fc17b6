export {
  Segment,
  SegmentedControl,
  segmentedControlSizes,
  type SegmentProps,
  type SegmentedControlProps,
  type SegmentedControlSize,
} from './SegmentedControl.tsx';
