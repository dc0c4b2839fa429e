// The stored-XSS corpus the browser tests put wherever people and APIs can write: each payload calls `hit(n)` if it
// ever runs, so a page that defines `hit` counts what ran and tells which payload did.

/** Each payload calls hit(n) if it ever runs; n tells which one did. */
export const CORPUS = [
  '<script>hit(1)</script>',
  '<img src=x onerror=hit(2)>',
  '<svg onload=hit(3)>',
  '"><script>hit(4)</script>',
  "'><img src=x onerror=hit(5)>",
  '<iframe srcdoc="<script>parent.hit(6)</script>"></iframe>',
  '<a href="javascript:hit(7)">open</a>',
  '<details open ontoggle=hit(8)>x</details>',
  '<body onload=hit(9)>',
  '<input autofocus onfocus=hit(10)>',
  '<video><source onerror=hit(11)></video>',
  '<object data="javascript:hit(12)"></object>',
  '<embed src="javascript:hit(13)">',
  '<form><button formaction="javascript:hit(14)">go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=hit(15)>',
  '<marquee onstart=hit(16)>x</marquee>',
  '<img src=x onerror="&#104;it(17)">',
  '<svg><script>hit(18)</script></svg>',
  '<a href="jav&#x09;ascript:hit(19)">tab</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:hit(20)">',
  '<noscript><p title="</noscript><img src=x onerror=hit(21)>">',
  '<select autofocus onfocus=hit(22)></select>',
  '<textarea autofocus onfocus=hit(23)></textarea>',
  '<audio src=x onerror=hit(24)>',
  '<svg><animate onbegin=hit(25) attributeName=x dur=1s>',
  '<img srcset=",x" onerror=hit(26)>',
  "';hit(27);//",
  '{{constructor.constructor("hit(28)")()}}',
  '[click](javascript:hit(29))',
  '<style>@import "javascript:hit(30)";</style><div style="background:url(javascript:hit(30))">',
];
/** A link that runs hit(31) if it is ever followed. */
export const SCRIPT_LINK = 'javascript:hit(31)';

/**
 * An in-app workflow whose message carries whatever its trigger's payload holds: escaped (`{{text}}`) and raw
 * (`{{{html}}}`) in the content, as a link in it, as the redirect URL and as the avatar's address.
 */
export const CORPUS_WORKFLOW = {
  name: 'Corpus',
  triggerIdentifier: 'corpus',
  steps: [
    {
      type: 'in_app',
      content: '<b>{{text}}</b> {{{html}}} <a href="{{url}}">corpus-link</a>',
      redirectUrl: '{{{url}}}',
      actor: { type: 'user', data: '{{{url}}}' },
    },
  ],
};

/** The payloads of six triggers of five corpus entries each; every other one links to the script link. */
export function corpusPayloads(): { text: string; html: string; url: string }[] {
  const payloads = [];
  for (let start = 0; start < CORPUS.length; start += 5) {
    const entries = CORPUS.slice(start, start + 5).join(' ');
    payloads.push({ text: entries, html: entries, url: start % 10 === 0 ? SCRIPT_LINK : entries });
  }
  return payloads;
}
