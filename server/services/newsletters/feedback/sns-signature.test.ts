import { describe, expect, it } from 'vitest'
import { isSnsUrl, stringToSign, type SnsMessage } from './sns-signature.ts'

const base: SnsMessage = {
  Type: 'Notification',
  MessageId: 'id-1',
  TopicArn: 'arn:aws:sns:us-east-1:123456789012:topic',
  Message: '{"notificationType":"Bounce"}\nsecond line',
  Timestamp: '2026-11-27T06:31:03.512Z',
  SignatureVersion: '2',
  Signature: 'sig',
  SigningCertURL: 'https://sns.us-east-1.amazonaws.com/cert.pem',
}

describe('the SNS string to sign', () => {
  it('is each signed field of a notification, in AWS’s order, name and value on lines of their own; Subject only when present', () => {
    expect(stringToSign(base)).toBe(`Message\n${base.Message}\nMessageId\nid-1\nTimestamp\n${base.Timestamp}\nTopicArn\n${base.TopicArn}\nType\nNotification\n`)
    expect(stringToSign({ ...base, Subject: 'Hi' })).toBe(`Message\n${base.Message}\nMessageId\nid-1\nSubject\nHi\nTimestamp\n${base.Timestamp}\nTopicArn\n${base.TopicArn}\nType\nNotification\n`)
  })

  it('covers the SubscribeURL and Token of a subscription confirmation, and no Subject', () => {
    const confirmation = { ...base, Type: 'SubscriptionConfirmation', Subject: 'ignored', SubscribeURL: 'https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription', Token: 'tok' }
    expect(stringToSign(confirmation)).toBe(
      `Message\n${base.Message}\nMessageId\nid-1\nSubscribeURL\n${confirmation.SubscribeURL}\nTimestamp\n${base.Timestamp}\nToken\ntok\nTopicArn\n${base.TopicArn}\nType\nSubscriptionConfirmation\n`,
    )
  })
})

describe('an SNS address', () => {
  it.each([
    ['https://sns.us-east-1.amazonaws.com/SimpleNotificationService-abc.pem', true],
    ['https://sns.ap-southeast-2.amazonaws.com/x.pem', true],
    ['https://sns.us-gov-west-1.amazonaws.com/x.pem', true],
    ['http://sns.us-east-1.amazonaws.com/x.pem', false],
    ['https://sns.us-east-1.amazonaws.com:8443/x.pem', false],
    ['https://user:pw@sns.us-east-1.amazonaws.com/x.pem', false],
    ['https://sns.us-east-1.amazonaws.com.attacker.example/x.pem', false],
    ['https://attacker.example/sns.us-east-1.amazonaws.com/x.pem', false],
    ['https://sqs.us-east-1.amazonaws.com/x.pem', false],
    ['https://sns.us-east-1.amazonaws.com/x.txt', false],
    ['not a url', false],
  ])('%s is a certificate address: %s', (url, expected) => {
    expect(isSnsUrl(url, { pem: true })).toBe(expected)
  })
})
