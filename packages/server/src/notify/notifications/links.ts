// A message's links as data: its cta url and its actor's avatar address are an http(s) URL or a path, or they are
// left out (SPEC's wire shape keeps the fields, without the link). Applied when a message is rendered and again
// whenever one is read, so a message stored before this rule never carries a script link to a widget either.
import { safeLinkUrl, type MessageActor, type MessageCta } from '@herald/protocol';

/** The cta without a url that is not an http(s) URL or a path. */
export function safeCta(cta: MessageCta): MessageCta {
  if (cta.data.url === undefined || safeLinkUrl(cta.data.url) !== undefined) return cta;
  const { url: _dropped, ...data } = cta.data;
  return { ...cta, data };
}

/** The actor without an avatar address that is not an http(s) URL or a path (a system icon is a name). */
export function safeActor(actor: MessageActor): MessageActor {
  if (actor.type === 'system_icon' || actor.data === null || safeLinkUrl(actor.data) !== undefined)
    return actor;
  return { ...actor, data: null };
}
