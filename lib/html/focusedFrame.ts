/**
 * A reader who tabs into an embedded page (an H5 article's frame) is inside another document: the frame
 * matches neither :focus nor :focus-within in ours, so no stylesheet can ring it. This tiny inline script
 * marks the frame that holds the focus (data-focused, outlined in globals.css) when the window loses the
 * focus to it, and clears the mark when the focus comes back. ES5, like the page's other inline scripts.
 */
export const FOCUSED_FRAME_ATTRIBUTE = 'data-focused';

export const MARK_FOCUSED_FRAME = [
  '(function(d,w){var f=null;',
  `function clear(){if(f){f.removeAttribute('${FOCUSED_FRAME_ATTRIBUTE}');f=null}}`,
  "w.addEventListener('blur',function(){clear();var a=d.activeElement;",
  `if(a&&a.tagName==='IFRAME'){f=a;a.setAttribute('${FOCUSED_FRAME_ATTRIBUTE}','')}});`,
  "w.addEventListener('focus',clear)",
  '})(document,window)',
].join('');
