import { describe, expect, it } from '@jest/globals';
import { ticketTextMax } from '@vool/api-client/browser';
import { newestFirst } from '../TicketList.tsx';
import {
  offeredReplyMethods,
  refusedFields,
  ticketBody,
  ticketProblems,
  topicMax,
  topicsMatching,
} from '../rules.ts';

const all = ['EMAIL', 'PHONE', 'PUSH', 'NONE'] as const;

describe('the new-ticket rules (spec §5)', () => {
  const filled = { topic: 'Invoice', message: 'Why is it so high?', replyMethod: 'EMAIL' } as const;

  it('want a topic and a message of at least one character once trimmed, and a reply method', () => {
    expect(ticketProblems(filled, all)).toEqual({});
    expect(ticketProblems({ topic: '  ', message: '\n\t', replyMethod: '' }, all)).toEqual({
      '/topic': 'REQUIRED',
      '/message': 'REQUIRED',
      '/replyMethod': 'REQUIRED',
    });
  });

  it('keep to the schema’s limits', () => {
    expect(ticketProblems({ ...filled, topic: 'x'.repeat(topicMax) }, all)).toEqual({});
    expect(ticketProblems({ ...filled, topic: 'x'.repeat(topicMax + 1) }, all)).toEqual({
      '/topic': 'TOO_LONG',
    });
    expect(ticketProblems({ ...filled, message: 'x'.repeat(ticketTextMax + 1) }, all)).toEqual({
      '/message': 'TOO_LONG',
    });
  });

  it('refuse a reply method the site does not offer', () => {
    const offered = offeredReplyMethods([]);
    expect(offered).toEqual(['EMAIL', 'PHONE', 'NONE']);
    expect(ticketProblems({ ...filled, replyMethod: 'PUSH' }, offered)).toEqual({
      '/replyMethod': 'REQUIRED',
    });
    expect(offeredReplyMethods(['push-notifications'])).toEqual(['EMAIL', 'PHONE', 'PUSH', 'NONE']);
  });

  it('send the texts trimmed', () => {
    expect(ticketBody({ topic: ' Invoice ', message: ' Hi\n', replyMethod: 'NONE' })).toEqual({
      topic: 'Invoice',
      message: 'Hi',
      replyMethod: 'NONE',
    });
  });

  it('read the API’s 422 fields as JSON pointers', () => {
    expect(
      refusedFields({ status: 422, name: 'ValidationError', message: '', fields: { '/topic': 'x' } }),
    ).toEqual({
      '/topic': 'INVALID',
    });
    expect(refusedFields({ status: 500, name: 'ServerError', message: '' })).toEqual({});
  });
});

describe('the ticket list', () => {
  it('puts the newest first', () => {
    const tickets = [
      { id: 1, updatedAt: '2026-11-01T10:00:00+02:00' },
      { id: 2, updatedAt: '2026-11-17T10:00:00+02:00' },
      { id: 3, updatedAt: '2026-11-05T10:00:00+02:00' },
    ] as unknown as Parameters<typeof newestFirst>[0];
    expect(newestFirst(tickets).map((t) => t.id)).toEqual([2, 3, 1]);
  });
});

describe('the topics suggested for what was typed', () => {
  const topics = [
    { id: 'invoice', name: 'Arve' },
    { id: 'contract', name: 'Leping' },
    { id: 'meter-reading', name: 'Näit' },
  ];

  it('are every topic while nothing is typed', () => {
    expect(topicsMatching(topics, '  ')).toEqual(topics);
  });

  it('are those containing what was typed, whatever its case and accents', () => {
    expect(topicsMatching(topics, 'lep').map((t) => t.id)).toEqual(['contract']);
    expect(topicsMatching(topics, 'NAI').map((t) => t.id)).toEqual(['meter-reading']);
    expect(topicsMatching(topics, 'e').map((t) => t.id)).toEqual(['invoice', 'contract']);
    expect(topicsMatching(topics, 'solar')).toEqual([]);
  });
});
