import { createMessageStore } from './messageStore.ts';
import { loadMessages } from './messages.ts';

/** The portal's interface texts (see messageStore.ts). */
export const texts = createMessageStore(loadMessages);

export const { setMessageTarget, requireArea, subscribeMessages, messagesSnapshot } = texts;
