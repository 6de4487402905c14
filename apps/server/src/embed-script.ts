/**
 * The enrolment widget's loader (GET /embed.js), which a practice pastes on its own website:
 *
 *   <script src="https://app.example/embed.js" data-office="bright-smiles" async></script>
 *
 * It puts an iframe of /enroll/embed?office=… right after its own script tag (`data-lang="es"` opens it in Spanish)
 * and sizes the iframe to the height the widget reports by postMessage. Only messages from this script's own origin
 * and from its own iframe are read, so another frame on the host page cannot resize it. Plain ES5 without a build:
 * it runs on whatever site pastes it.
 */
export const EMBED_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src || !script.parentNode) return;
  var origin = new URL(script.src).origin;
  var src = new URL('/enroll/embed', origin);
  var office = (script.getAttribute('data-office') || '').trim();
  if (office) src.searchParams.set('office', office);
  if (script.getAttribute('data-lang') === 'es') src.searchParams.set('lang', 'es');
  var frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = script.getAttribute('data-title') || 'Membership plan enrollment';
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;max-width:560px;min-width:280px;height:720px;border:0;';
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.source !== 'mhq-enrol-embed') return;
    if (typeof data.height === 'number' && data.height > 0) {
      frame.style.height = Math.ceil(Math.min(data.height, 20000)) + 'px';
    }
    // A new step of the form starts at its top: bring the widget's top back into sight.
    if (data.top === true && frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
  });
})();
`;
