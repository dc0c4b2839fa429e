// What a message's content keeps when it is stored: the protocol's phrasing tags without attributes, every other
// element reduced to its text, scripts and styles dropped with their text.
import { describe, expect, it } from 'vitest';
import { messageContent } from '../src/notify/notifications/messages.js';

describe('a message content as stored', () => {
  it('keeps phrasing markup bare of attributes', () => {
    expect(
      messageContent('<b class="x" onclick="steal()">Ada</b> commented on <em>The lighthouse</em>'),
    ).toBe('<b>Ada</b> commented on <em>The lighthouse</em>');
  });

  it('reduces links, media, forms and blocks to their text, so no handler or script reaches a page', () => {
    expect(
      messageContent(
        '<p>Read <a href="javascript:steal()">this</a></p><img src=x onerror=steal()><svg onload=steal()>' +
          '<form><button formaction="javascript:steal()">go</button></form><iframe srcdoc="<script>x</script>">',
      ),
    ).toBe('Read thisgo');
  });

  it('drops scripts and styles with their text', () => {
    expect(messageContent('<script>steal()</script><style>*{}</style>safe')).toBe('safe');
  });

  it('keeps text that only looks like markup as text', () => {
    expect(messageContent('1 &lt; 2 &amp;&amp; "quotes"')).toBe('1 &lt; 2 &amp;&amp; "quotes"');
  });
});
