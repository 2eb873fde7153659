/**
 * The inline starter of a server-rendered public page (issue 34): the only script a visitor's
 * browser runs before they interact. The page works as HTML (links, GET forms); the SPA's modules
 * wait in `<template id="deferred-modules">` and are put into `<head>` (which loads them, and the
 * SPA hydrates the page) when:
 *   - a session is saved in this browser (`userData` in localStorage, as state/session.ts keeps it):
 *     at once, the frame after the first paint (half a second at the latest, for a background tab);
 *   - the visitor shows intent: a pointer down or over, a touch or a focus on a link or control,
 *     or any key.
 * A visitor's page that has been idle for IDLE_MS after its load event (then in an idle period)
 * only fetches the modules (`<link rel="prefetch">`: into the HTTP cache, no script run), so that
 * they arrive at once on intent. Running them then (hydrating the page) blocked the main thread of
 * Lighthouse's mobile run for 250–1,100 ms whenever it fell inside its trace; a prefetch costs none.
 * A click on a script-only button (`type="button"`) before the SPA is there is remembered in
 * `window.__earlyClicks` until React takes the page over (`null` from then: React hears the clicks
 * itself; web/src/lib/early-input-taken.ts) and replayed once the page is hydrated (web/src/lib/early-input.ts);
 * links and form submissions need no replay, the browser follows them.
 * ES5, no dependency: it is sent inline in every visitor's page (its CSP hash is computed at start).
 */
export const IDLE_MS = 4000;

const CONTROLS = 'a[href],button,input,select,textarea,label,summary,[tabindex]';

export const STARTER =
  '(function(){var d=document,w=window,done=false,clicks=[];w.__earlyClicks=clicks;' +
  "var EVENTS=['pointerdown','pointerover','touchstart','focusin','keydown'];" +
  'function go(){if(done)return;done=true;for(var i=0;i<EVENTS.length;i++)d.removeEventListener(EVENTS[i],intent,true);' +
  "var t=d.getElementById('deferred-modules');if(t)d.head.appendChild(d.importNode(t.content,true))}" +
  `function intent(e){var el=e.target;if(e.type==='keydown'||(el&&el.closest&&el.closest('${CONTROLS}')))go()}` +
  "function early(e){var el=e.target,b=el&&el.closest?el.closest('button[type=button]'):null;" +
  'if(b&&w.__earlyClicks===clicks&&clicks.indexOf(b)<0)clicks.push(b);go()}' +
  "function signedIn(){try{var u=localStorage.getItem('userData');return u!==null&&u!=='null'}catch(e){return false}}" +
  "d.addEventListener('click',early,true);" +
  "if(signedIn()){d.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)});return}" +
  'for(var i=0;i<EVENTS.length;i++)d.addEventListener(EVENTS[i],intent,{capture:true,passive:true});' +
  // Idle: each module of the template fetched, not run.
  "function prefetch(){if(done)return;var t=d.getElementById('deferred-modules');if(!t)return;" +
  "var s=t.content.querySelectorAll('script[src],link[href]');for(var i=0;i<s.length;i++){var l=d.createElement('link');" +
  "l.rel='prefetch';l.crossOrigin='anonymous';l.href=s[i].getAttribute('src')||s[i].getAttribute('href');d.head.appendChild(l)}}" +
  "w.addEventListener('load',function(){setTimeout(function(){if(w.requestIdleCallback)w.requestIdleCallback(prefetch,{timeout:2000});else prefetch()}," +
  `${IDLE_MS})})})()`;
