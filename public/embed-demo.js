// Demo parent page: embeds the app in embedded mode, logs what it sends and sends the two inbound messages.
(function () {
  var frame = document.getElementById('app');
  var log = document.getElementById('log');
  var params = new URLSearchParams(window.location.search);
  var appParams = new URLSearchParams({ embed: '1' });
  if (params.get('token')) appParams.set('token', params.get('token'));
  var appUrl = new URL((params.get('path') || '/cotacao') + '?' + appParams.toString(), window.location.origin);
  frame.src = appUrl.toString();

  window.addEventListener('message', function (event) {
    if (event.origin !== appUrl.origin || event.source !== frame.contentWindow) return;
    var message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (message.action === 'size' && message.height > 0) frame.style.height = Math.max(400, message.height) + 'px';
    if (message.action === 'iframeZIndexUp') frame.classList.add('raised');
    if (message.action === 'iframeZIndexDown') frame.classList.remove('raised');
    var item = document.createElement('li');
    item.textContent = event.data;
    item.setAttribute('data-action', message.action);
    log.appendChild(item);
  });

  function send(message) {
    message.timestamp = Date.now();
    frame.contentWindow.postMessage(JSON.stringify(message), appUrl.origin);
  }

  document.getElementById('atualiza').addEventListener('submit', function (event) {
    event.preventDefault();
    send({ action: 'atualizaLateral', idCotacao: Number(document.getElementById('idCotacao').value) });
  });
  document.getElementById('scroll').addEventListener('submit', function (event) {
    event.preventDefault();
    var top = Number(document.getElementById('top').value) || 0;
    send({ action: 'scroll', top: top, height: window.innerHeight });
  });
  // Tell the app which part of the frame the user sees, as the portal scrolls.
  window.addEventListener('scroll', function () {
    var rect = frame.getBoundingClientRect();
    send({ action: 'scroll', top: Math.max(0, -rect.top), height: window.innerHeight });
  }, { passive: true });
})();
