import { defineMessage, defineMessages } from 'react-intl';

// Not an area of i18n/areas.json: the dialogs can open on any page with a form, whatever its area, so
// their few texts load at start with the frame's.
export const messages = {
  ...defineMessages({
    title: {
      id: 'forms.draft.title',
      defaultMessage: 'Unsaved changes',
      description:
        'Heading of the dialog shown when a form opens with changes the user made earlier but did not save',
    },
    restore: {
      id: 'forms.draft.confirm',
      defaultMessage: 'Restore',
      description: 'Unsaved-changes dialog: button that fills the form with the earlier changes',
    },
    discard: {
      id: 'forms.draft.discard',
      defaultMessage: 'Discard',
      description:
        'Unsaved-changes dialog: button that deletes the earlier changes and keeps the form as it is',
    },
  }),
  leaveTitle: defineMessage({
    id: 'forms.leave.title',
    defaultMessage: 'Leave this page?',
    description: 'Title of the dialog shown when the user leaves a form with unsaved changes',
  }),
  leaveBody: defineMessage({
    id: 'forms.leave.body',
    defaultMessage: 'What you entered here has not been saved and will be lost.',
    description: 'Message of the leave-page dialog',
  }),
  leaveStay: defineMessage({
    id: 'forms.leave.stay',
    defaultMessage: 'Stay on page',
    description: 'Leave-page dialog: keep the form and its changes',
  }),
  leaveConfirm: defineMessage({
    id: 'forms.leave.confirm',
    defaultMessage: 'Leave page',
    description: 'Leave-page dialog: go on and drop the changes',
  }),
  body: defineMessage<{ time: string; date: string }>({
    id: 'forms.draft.body',
    defaultMessage: 'You have unsaved changes from {time} ({date}). Restore them?',
    description:
      'Text of the unsaved-changes dialog; time is when the changes were made (HH:mm), date the day (DD.MM.YYYY)',
  }),
};
