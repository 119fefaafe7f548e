// The browser microphone as the hub wants it: 16 kHz mono signed 16-bit little-endian PCM.
// Web Audio runs at the device's rate (often 48 kHz); a small streaming resampler averages the
// samples of each 1/16000 s (a box filter, enough against aliasing for speech).
export const RATE = 16000;

export class Resampler {
  constructor(fromRate, toRate = RATE) {
    this.step = fromRate / toRate;
    this.pos = 0; this.sum = 0; this.n = 0;
  }

  /** Float32 samples at the input rate → Int16 samples at 16 kHz. */
  push(input) {
    const out = new Int16Array(Math.ceil(input.length / this.step) + 1);
    let k = 0;
    for (let i = 0; i < input.length; i++) {
      this.sum += input[i]; this.n++; this.pos += 1;
      if (this.pos >= this.step) {
        this.pos -= this.step;
        const v = Math.max(-1, Math.min(1, this.sum / this.n));
        out[k++] = v < 0 ? v * 0x8000 : v * 0x7fff;
        this.sum = 0; this.n = 0;
      }
    }
    return out.subarray(0, k);
  }
}

/** Root-mean-square level of a block, 0–1, for a meter. */
export function level(int16) {
  let s = 0;
  for (let i = 0; i < int16.length; i++) s += (int16[i] / 32768) ** 2;
  return int16.length ? Math.sqrt(s / int16.length) : 0;
}

/**
 * Opens the microphone; `onPcm(int16Block)` receives 16 kHz blocks until `stop()`.
 * Rejects with the browser's error when the member refuses the microphone.
 */
export async function openMicrophone(onPcm) {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  const ctx = new AudioContext();
  await ctx.audioWorklet.addModule('/assets/pcm-worklet.js');
  const source = ctx.createMediaStreamSource(stream);
  const tap = new AudioWorkletNode(ctx, 'hearth-pcm-tap');
  const silent = ctx.createGain();
  silent.gain.value = 0;
  const resampler = new Resampler(ctx.sampleRate);
  tap.port.onmessage = e => {
    const block = resampler.push(e.data);
    if (block.length) onPcm(block);
  };
  source.connect(tap).connect(silent).connect(ctx.destination);
  return {
    rate: ctx.sampleRate,
    async stop() {
      tap.port.onmessage = null;
      stream.getTracks().forEach(t => t.stop());
      await ctx.close();
    },
  };
}

/** Int16 blocks → one WAV file (16 kHz mono 16-bit), as the enrolment API takes it. */
export function wav(blocks) {
  const samples = blocks.reduce((n, b) => n + b.length, 0);
  const buf = new ArrayBuffer(44 + samples * 2);
  const v = new DataView(buf);
  const text = (o, s) => [...s].forEach((c, i) => v.setUint8(o + i, c.charCodeAt(0)));
  text(0, 'RIFF'); v.setUint32(4, 36 + samples * 2, true); text(8, 'WAVE');
  text(12, 'fmt '); v.setUint32(16, 16, true); v.setUint16(20, 1, true); v.setUint16(22, 1, true);
  v.setUint32(24, RATE, true); v.setUint32(28, RATE * 2, true); v.setUint16(32, 2, true); v.setUint16(34, 16, true);
  text(36, 'data'); v.setUint32(40, samples * 2, true);
  let o = 44;
  for (const b of blocks) for (let i = 0; i < b.length; i++, o += 2) v.setInt16(o, b[i], true);
  return new Blob([buf], { type: 'audio/wav' });
}
