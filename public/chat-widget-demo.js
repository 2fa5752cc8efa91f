/*
 * A stand-in chat widget for demos and browser tests, following the app's widget contract
 * (src/features/chat/chatWidget.ts): window.ChatWidget.mount(container, { mode, onOpen, onClose }).
 * Point "chatWidgetScript" in config.json at "/chat-widget-demo.js" to use it.
 */
(function () {
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }

  function conversation(onSend) {
    var panel = el('section', { 'aria-label': 'Conversa com o suporte', class: 'chat-demo__panel' });
    var log = el('ol', { class: 'chat-demo__log', 'aria-live': 'polite' });
    log.appendChild(el('li', {}, 'Suporte: Olá! Como podemos ajudar?'));
    var form = el('form', {});
    var input = el('input', { 'aria-label': 'Mensagem', placeholder: 'Digite sua mensagem' });
    var send = el('button', { type: 'submit' }, 'Enviar');
    form.appendChild(input);
    form.appendChild(send);
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      if (!input.value.trim()) return;
      log.appendChild(el('li', {}, 'Você: ' + input.value.trim()));
      input.value = '';
      if (onSend) onSend();
    });
    panel.appendChild(log);
    panel.appendChild(form);
    return panel;
  }

  var style = el('style', {}, [
    '.chat-demo__launcher{position:fixed;right:16px;bottom:16px;z-index:900;border-radius:24px;padding:10px 18px;border:0;background:#0b4f8a;color:#fff;font-weight:600;cursor:pointer}',
    '.chat-demo__panel{background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:12px;display:flex;flex-direction:column;gap:8px}',
    '.chat-demo__floating{position:fixed;right:16px;bottom:64px;width:300px;z-index:900;box-shadow:0 8px 24px rgba(0,0,0,.2)}',
    '.chat-demo__log{list-style:none;margin:0;padding:0;min-height:80px}',
    '.chat-demo__panel form{display:flex;gap:6px}.chat-demo__panel input{flex:1;padding:6px}',
  ].join(''));
  document.head.appendChild(style);

  window.ChatWidget = {
    mount: function (container, options) {
      var root = el('div', { class: 'chat-demo' });
      container.appendChild(root);
      if (options.mode === 'full') {
        root.appendChild(conversation());
        options.onOpen();
        return { unmount: function () { root.remove(); options.onClose(); } };
      }
      var launcher = el('button', { type: 'button', class: 'chat-demo__launcher', 'aria-expanded': 'false' }, 'Fale conosco');
      var panel = null;
      launcher.addEventListener('click', function () {
        if (panel) {
          panel.remove();
          panel = null;
          launcher.setAttribute('aria-expanded', 'false');
          options.onClose();
          return;
        }
        panel = conversation();
        panel.classList.add('chat-demo__floating');
        root.appendChild(panel);
        launcher.setAttribute('aria-expanded', 'true');
        options.onOpen();
      });
      root.appendChild(launcher);
      return { unmount: function () { root.remove(); } };
    },
  };
})();
