// Copies each block of microphone samples to the page (Web Audio's own thread).
class PcmTap extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('hearth-pcm-tap', PcmTap);
