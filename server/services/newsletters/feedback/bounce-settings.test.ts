import { describe, expect, it } from 'vitest'
import { EnvError, readEnv } from '#server/env.ts'
import { topicArnsOf } from './ses-bounces.ts'

describe('the bounce webhooks’ settings', () => {
  it('take SNS topic ARNs, comma-separated, and refuse anything else', () => {
    const env = readEnv({ SES_SNS_TOPIC_ARNS: 'arn:aws:sns:us-east-1:123456789012:ses-feedback, arn:aws:sns:eu-west-1:123456789012:other_topic' })
    expect(topicArnsOf(env.SES_SNS_TOPIC_ARNS)).toEqual(['arn:aws:sns:us-east-1:123456789012:ses-feedback', 'arn:aws:sns:eu-west-1:123456789012:other_topic'])
    expect(topicArnsOf(readEnv({}).SES_SNS_TOPIC_ARNS)).toEqual([])
    for (const wrong of ['*', 'arn:aws:sqs:us-east-1:123456789012:queue', 'arn:aws:sns:us-east-1:1234:short-account', 'arn:aws:sns:us-east-1:123456789012:a,']) {
      expect(() => readEnv({ SES_SNS_TOPIC_ARNS: wrong }), wrong).toThrow(EnvError)
    }
  })

  it('take Postmark’s user and password together, the password long enough', () => {
    expect(readEnv({ POSTMARK_WEBHOOK_USER: 'postmark', POSTMARK_WEBHOOK_PASSWORD: 'x'.repeat(20) }).POSTMARK_WEBHOOK_USER).toBe('postmark')
    expect(() => readEnv({ POSTMARK_WEBHOOK_USER: 'postmark' })).toThrow(/together/)
    expect(() => readEnv({ POSTMARK_WEBHOOK_PASSWORD: 'x'.repeat(20) })).toThrow(/together/)
    expect(() => readEnv({ POSTMARK_WEBHOOK_USER: 'postmark', POSTMARK_WEBHOOK_PASSWORD: 'short' })).toThrow(EnvError)
    expect(() => readEnv({ POSTMARK_WEBHOOK_USER: 'a:b', POSTMARK_WEBHOOK_PASSWORD: 'x'.repeat(20) })).toThrow(EnvError)
  })
})
