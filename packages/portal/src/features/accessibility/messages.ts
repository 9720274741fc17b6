import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: {
      id: 'accessibility.title',
      defaultMessage: 'Accessibility statement',
      description: 'Heading of the accessibility statement page',
    },
    statusTitle: {
      id: 'accessibility.status.title',
      defaultMessage: 'How accessible the service is',
      description: 'Section heading',
    },
    status: {
      id: 'accessibility.status.body',
      defaultMessage:
        'The service aims to meet level AA of the Web Content Accessibility Guidelines (WCAG) 2.2 and the European standard EN 301 549. It works with a keyboard alone, with screen readers, with text enlarged to 200 % and in the high-contrast modes of operating systems, in light and dark appearance.',
      description: 'Conformance status paragraph',
    },
    limitsTitle: {
      id: 'accessibility.limits.title',
      defaultMessage: 'Known limitations',
      description: 'Section heading',
    },
    limits: {
      id: 'accessibility.limits.body',
      defaultMessage:
        'Consumption charts are drawn as images; each chart has a table with the same figures. Documents in PDF format from before 2025 may not be fully accessible; customer service can send them in another format.',
      description: 'Known accessibility limitations',
    },
    feedbackTitle: {
      id: 'accessibility.feedback.title',
      defaultMessage: 'Feedback and contact',
      description: 'Section heading',
    },
    supervisionTitle: {
      id: 'accessibility.supervision.title',
      defaultMessage: 'Supervising authority',
      description: 'Section heading',
    },
    supervision: {
      id: 'accessibility.supervision.body',
      defaultMessage:
        'If you are not satisfied with our answer, you can contact the authority that supervises digital accessibility in your country.',
      description: 'Paragraph about the national supervising authority',
    },
  }),
  intro: defineMessage<{ company: string }>({
    id: 'accessibility.intro',
    defaultMessage:
      '{company} wants everyone to be able to use this service. This statement covers the customer portal and tells how accessible it is, what is still missing and how to give feedback.',
    description: 'First paragraph of the accessibility statement; company is the utility name',
  }),
  feedback: defineMessage<{ email: string; phone: string }>({
    id: 'accessibility.feedback.body',
    defaultMessage:
      'Did you find something that does not work for you? Tell us by email at {email} or by phone at {phone}. We answer within 14 days.',
    description: 'How to report accessibility problems; email and phone of customer service',
  }),
  updated: defineMessage<{ date: string }>({
    id: 'accessibility.updated',
    defaultMessage: 'This statement was last reviewed on {date}.',
    description: 'Review date of the statement; date formatted DD.MM.YYYY',
  }),
};
