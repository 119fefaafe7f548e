// The room protocol of /ws/rooms/{room} from the browser: hello with the member's own short-lived
// token → ready; binary 16 kHz pcm_s16le frames while the button is held; end / cancel.
import { api } from './api.js';
import { openMicrophone } from './pcm.js';

const FRAME_SAMPLES = 1600; // 100 ms per binary frame, well under the hub's frame limit

export class RoomLink {
  constructor(handlers) {
    this.handlers = handlers;
    this.ws = null; this.room = null; this.mic = null; this.pending = []; this.turn = 0;
  }

  async connect(room) {
    if (this.ws && this.room === room && this.ws.readyState === WebSocket.OPEN) return;
    this.close();
    const { token } = (await api('POST', '/api/v1/auth/session/token')).body;
    const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/rooms/' + encodeURIComponent(room);
    const ws = new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    this.ws = ws; this.room = room;
    await new Promise((resolve, reject) => {
      ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token, sampleRate: 16000, format: 'pcm_s16le' }));
      ws.onerror = () => reject(new Error('The hub refused the room connection.'));
      ws.onclose = e => reject(new Error(e.reason || 'The room connection closed.'));
      ws.onmessage = m => {
        const e = typeof m.data === 'string' ? JSON.parse(m.data) : null;
        if (e && e.type === 'ready') {
          ws.onmessage = msg => this.receive(msg);
          ws.onclose = c => { this.ws = null; this.handlers.closed(c.reason || 'The room connection closed.'); };
          resolve();
        } else if (e && e.type === 'error') reject(new Error(e.message || e.code));
      };
    });
  }

  receive(msg) {
    if (typeof msg.data !== 'string') return; // synthesised audio: the page speaks with the browser's voice
    const e = JSON.parse(msg.data);
    const handle = this.handlers[e.type];
    if (handle) handle(e);
  }

  /**
   * Resolves once audio flows, or with false when stopTalking came first (a quick tap while the
   * room or the microphone was still opening): then the microphone is closed again at once.
   */
  async startTalking(room) {
    const turn = ++this.turn;
    await this.connect(room);
    if (turn !== this.turn) return false;
    this.pending = [];
    const mic = await openMicrophone(block => this.push(block));
    if (turn !== this.turn) {
      await mic.stop();
      return false;
    }
    this.mic = mic;
    return true;
  }

  push(block) {
    this.pending.push(...block);
    while (this.pending.length >= FRAME_SAMPLES) this.sendFrame(this.pending.splice(0, FRAME_SAMPLES));
  }

  sendFrame(samples) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN && samples.length) this.ws.send(Int16Array.from(samples).buffer);
  }

  async stopTalking() {
    this.turn++; // a start still opening gives up
    const mic = this.mic;
    this.mic = null;
    if (mic) await mic.stop();
    this.sendFrame(this.pending.splice(0));
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'end' }));
  }

  cancel() {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'cancel' }));
    if (window.speechSynthesis) speechSynthesis.cancel();
  }

  close() {
    if (this.ws) { this.ws.onclose = null; this.ws.close(); }
    this.ws = null;
  }
}
