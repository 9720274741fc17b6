import { describe, expect, it } from '@jest/globals';
import { emptyFeedback, feedbackBody, feedbackProblems, refusedFields } from '../rules.ts';

describe('the feedback form’s rules', () => {
  it('wants a rating or words, and names both fields when neither is there', () => {
    expect(feedbackProblems(emptyFeedback)).toEqual({ '/rating': 'EMPTY', '/text': 'EMPTY' });
    expect(feedbackProblems({ ...emptyFeedback, text: '   ' })).toEqual({
      '/rating': 'EMPTY',
      '/text': 'EMPTY',
    });
    expect(feedbackProblems({ ...emptyFeedback, rating: '3' })).toEqual({});
    expect(feedbackProblems({ ...emptyFeedback, text: 'Fine' })).toEqual({});
  });

  it('takes 2,000 characters of words, not more', () => {
    expect(feedbackProblems({ ...emptyFeedback, text: 'x'.repeat(2000) })).toEqual({});
    expect(feedbackProblems({ ...emptyFeedback, text: 'x'.repeat(2001) })).toEqual({ '/text': 'TOO_LONG' });
  });

  it('sends what was given, trimmed, with the topic the task implies', () => {
    expect(feedbackBody({ topic: 'general', rating: '4', text: ' Good ' }, 'general')).toEqual({
      context: 'general',
      rating: 4,
      text: 'Good',
    });
    expect(feedbackBody({ topic: 'moving', rating: '', text: 'Hard to find' }, 'general')).toEqual({
      context: 'general',
      topic: 'moving',
      text: 'Hard to find',
    });
    expect(feedbackBody({ ...emptyFeedback, rating: '5' }, 'payment')).toMatchObject({ topic: 'invoice' });
    expect(feedbackBody({ ...emptyFeedback, rating: '5' }, 'signing')).toMatchObject({ topic: 'contract' });
    expect(feedbackBody({ ...emptyFeedback, rating: '5' }, 'ticket')).toEqual({
      context: 'ticket',
      rating: 5,
    });
  });

  it('reads the API’s refusal field by field', () => {
    expect(
      refusedFields({
        status: 422,
        name: 'ValidationError',
        message: '',
        code: 'FEEDBACK_EMPTY',
        fields: { '/topic': 'UNKNOWN_TOPIC', '/rating': 'REQUIRED', '/text': 'REQUIRED' },
      }),
    ).toEqual({ '/topic': 'INVALID', '/rating': 'EMPTY', '/text': 'EMPTY' });
    expect(refusedFields({ status: 500, name: 'InternalError', message: '' })).toEqual({});
  });
});
