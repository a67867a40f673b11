// Stands in for an AI tool's page: like React or ProseMirror, it keeps the prompt in its own state,
// updated from input events, and sends that state; window.chat records what it sent.
(() => {
  const prompt = document.getElementById('prompt');
  const rich = prompt.isContentEditable;
  const chat = { sent: [], files: [], state: '' };
  window.chat = chat;
  const read = () => (rich ? prompt.innerText.replace(/\n$/, '') : prompt.value);
  prompt.addEventListener('input', () => { chat.state = read(); });
  const send = () => {
    if (chat.state.trim() === '') return;
    chat.sent.push(chat.state);
    if (rich) prompt.innerHTML = '<p><br></p>'; else prompt.value = '';
    chat.state = '';
  };
  prompt.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); send(); }
  });
  document.getElementById('send').addEventListener('click', send);
  const take = async (files) => { for (const file of files) chat.files.push({ name: file.name, text: await file.text() }); };
  const drop = document.getElementById('drop');
  drop.addEventListener('dragover', (event) => event.preventDefault());
  drop.addEventListener('drop', (event) => { event.preventDefault(); void take(event.dataTransfer.files); });
  document.getElementById('upload').addEventListener('change', (event) => void take(event.target.files));
})();
