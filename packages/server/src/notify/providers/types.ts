// The provider adapter contract: one module per delivery provider, each with its credential schema (the fields
// docs/product.md §3 lists, with their defaults and dropdowns), a `send` that speaks the vendor's documented API and
// answers the vendor's message id and date, and its own error mapping into ProviderError.
import type { Channel, CredentialField } from '@herald/protocol';
import type { SmsGatewayConfig } from '../../config.js';
import type { OutgoingMail } from '../../mail/mailer.js';

export type Credentials = Record<string, unknown>;

export interface EmailRequest {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Defaults to the integration's `from`. */
  from?: string;
  senderName?: string;
  replyTo?: string;
  /** Herald's own message id, echoed to providers that carry custom ids. */
  id: string;
  /** Passed to providers that carry it (webhooks, tags); never required. */
  notificationDetails?: { transactionId: string; workflowIdentifier: string; subscriberId: string };
  /** The environment sending; Herald's own email provider keeps its outbox record under it. */
  environmentId?: string;
}

export interface SmsRequest {
  to: string;
  content: string;
  from?: string;
  id: string;
  customData?: Record<string, unknown>;
  /** The environment sending. */
  environmentId?: string;
}

export interface ChatRequest {
  webhookUrl: string;
  channel?: string;
  content: string;
}

export interface PushRequest {
  /** One device token: the engine calls a push provider once per token. */
  target: string[];
  title: string;
  content: string;
  payload: Record<string, unknown>;
  overrides?: Record<string, unknown>;
  subscriber?: Record<string, unknown>;
  step?: { digest: boolean; events: unknown[]; total_count: number };
}

export interface RequestFor {
  email: EmailRequest;
  sms: SmsRequest;
  chat: ChatRequest;
  push: PushRequest;
  in_app: never;
}

/** What a provider answers: the vendor's id for the message (null when the vendor gives none) and its date. */
export interface SendResult {
  id: string | null;
  date: string;
}

/** The deployment's own delivery, which Herald's own providers send through. */
export interface DeploymentDelivery {
  /** Sends through the server's mailer (SMTP_URL, else the outbox table). */
  mail(mail: OutgoingMail): Promise<{ delivered: boolean; providerMessageId: string | null }>;
  /** Undefined when the deployment has no SMS gateway configured. */
  smsGateway: SmsGatewayConfig | undefined;
}

/**
 * What adapters reach the outside world through. `endpoint` maps a vendor URL to the one to call (identity in
 * production; tests point vendor hosts at loopback servers). `random` draws the jitter of webhook retries.
 */
export interface ProviderRuntime {
  fetch: typeof fetch;
  endpoint(url: string): string;
  now(): Date;
  random(): number;
  /** Throws when a caller-supplied URL (webhook, base URL) may not be called. */
  checkUrl(url: string): Promise<void>;
  /** The checked address to connect to for a host a client would otherwise resolve itself (SMTP). */
  resolveHost(host: string): Promise<string>;
  /** The deployment's own mailer and SMS gateway; absent outside a running server. */
  deployment?: DeploymentDelivery;
  /** Extra certificate authorities trusted for TLS to vendor hosts (a private relay, a test server). */
  trustedCertificates?: string[];
}

export interface ProviderDefinition<C extends Channel = Channel> {
  id: string;
  displayName: string;
  channel: C;
  credentials: CredentialField[];
  docReference: string;
  send(credentials: Credentials, request: RequestFor[C], runtime: ProviderRuntime): Promise<SendResult>;
}

/** A delivery failure, with the vendor's own message and whether trying again could help. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly details: { status?: number; code?: string | number; retryable: boolean },
  ) {
    super(message);
  }
}

export function defineProvider<C extends Channel>(definition: ProviderDefinition<C>): ProviderDefinition<C> {
  return definition;
}
