"""Dynamic int8 quantisation of a speaker model (CAM++ or the test x-vector) with onnx + numpy only.

Usage: quantise_speaker_model.py IN.onnx OUT.onnx [--conv matmul|integer|float] [--reduce-range]
           [--min-weights N] [--keep WEIGHT,...] [--quantise-gemm] [--quantise-first-layer]

What ONNX Runtime's own `quantize_dynamic` does, without needing onnxruntime in Python (Debian
ships python3-onnx and python3-numpy, not onnxruntime):
- MatMul and Gemm with a constant weight become DynamicQuantizeLinear (the activation, uint8,
  per tensor, computed at run time) -> MatMulInteger (weight int8, symmetric, one scale per
  output column) -> Cast -> Mul(a_scale * w_scale) -> Add(bias). ONNX Runtime fuses exactly this
  pattern into its DynamicQuantizeMatMul kernel (prepacked int8 weights) at the default
  optimisation level.
- Conv with a constant weight, by --conv:
  matmul  (default) 1-D convolutions (group 1, stride 1) are rewritten as Pad, Transpose, k shifted
          Slices concatenated, then the quantised MatMul above, and Transpose back: the same
          arithmetic as the convolution, through the fast kernel. 2-D ones go the `integer` way.
  integer ConvInteger: ONNX Runtime's CPU kernel takes uint8 weights with one zero point per
          tensor (128 here) and no prepacking; scales stay per output channel (applied after).
  float   convolutions are left alone.
Left float unless asked: the first layer (it reads the features themselves, whose range one
per-tensor uint8 scale covers badly: on the test x-vector keeping it float halves the largest score
change for ~2 % of the work), every Gemm (in these models it runs once per utterance on the pooled
statistics: its error goes straight into the embedding and saves no time), weights named by --keep
and weights with fewer than --min-weights values (default 4096). --reduce-range uses 7-bit weights
(what onnxruntime offers against int16 saturation on x86 CPUs without VNNI; not needed here).
The graph's inputs and outputs keep their names and shapes; the hub treats the file as another
model (its model id is the file's hash), so members enrol again after switching.
"""
import argparse
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


class Graph:
    def __init__(self, model, min_weights, reduce_range, keep=()):
        self.model = model
        self.g = model.graph
        self.inits = {i.name: i for i in self.g.initializer}
        self.min_weights = min_weights
        self.qmax = 63 if reduce_range else 127
        self.count = 0
        self.keep = set(keep)

    def const(self, name, arr):
        t = numpy_helper.from_array(np.asarray(arr), name)
        self.g.initializer.append(t)
        self.inits[name] = t
        return name

    def weight(self, name):
        if name not in self.inits or name in self.keep:
            return None
        w = numpy_helper.to_array(self.inits[name])
        return w if w.dtype == np.float32 and w.size >= self.min_weights else None

    def node(self, op, inputs, outputs, **attrs):
        return helper.make_node(op, inputs, outputs, name=outputs[0] + "_" + op, **attrs)

    def quantised_matmul(self, x, w, bias, out, p):
        """x [.., K] (float) times w [K, N]: int8 per-column weights, dynamic uint8 activation."""
        scale = np.maximum(np.abs(w).max(axis=0), 1e-12).astype(np.float32) / self.qmax
        wq = np.clip(np.round(w / scale), -self.qmax, self.qmax).astype(np.int8)
        nodes = [
            self.node("DynamicQuantizeLinear", [x], [p + "_xq", p + "_xscale", p + "_xzp"]),
            self.node("MatMulInteger", [p + "_xq", self.const(p + "_wq", wq), p + "_xzp"], [p + "_int"]),
            self.node("Cast", [p + "_int"], [p + "_f"], to=TensorProto.FLOAT),
            self.node("Mul", [p + "_xscale", self.const(p + "_wscale", scale)], [p + "_scale"]),
            self.node("Mul", [p + "_f", p + "_scale"], [p + "_scaled" if bias is not None else out]),
        ]
        if bias is not None:
            nodes.append(self.node("Add", [p + "_scaled", self.const(p + "_bias", bias.astype(np.float32))], [out]))
        self.count += 1
        return nodes

    def gemm(self, n):
        a = {x.name: helper.get_attribute_value(x) for x in n.attribute}
        w = self.weight(n.input[1])
        if w is None or a.get("transA", 0) != 0:
            return None
        w = (w.T if a.get("transB", 0) else w) * np.float32(a.get("alpha", 1.0))
        bias = None
        if len(n.input) > 2 and n.input[2]:
            c = self.weight_any(n.input[2])
            if c is None:
                return None
            bias = np.broadcast_to(c.reshape(-1) * np.float32(a.get("beta", 1.0)), (w.shape[1],))
        return self.quantised_matmul(n.input[0], w, bias, n.output[0], n.output[0] + "_q")

    def weight_any(self, name):
        return numpy_helper.to_array(self.inits[name]) if name in self.inits else None

    def matmul(self, n):
        w = self.weight(n.input[1])
        if w is None or w.ndim != 2:
            return None
        return self.quantised_matmul(n.input[0], w, None, n.output[0], n.output[0] + "_q")

    def conv(self, n, mode):
        a = {x.name: helper.get_attribute_value(x) for x in n.attribute}
        w = self.weight(n.input[1])
        if w is None or mode == "float" or a.get("auto_pad", b"NOTSET") not in (b"NOTSET", "NOTSET"):
            return None
        bias = self.weight_any(n.input[2]) if len(n.input) > 2 and n.input[2] else None
        one_d = w.ndim == 3 and a.get("group", 1) == 1 and set(a.get("strides", [1])) == {1}
        if mode == "matmul" and one_d:
            return self.conv1d_as_matmul(n, w, bias, a)
        return self.conv_integer(n, w, bias, a)

    def conv1d_as_matmul(self, n, w, bias, a):
        m, c, k = w.shape
        d = a.get("dilations", [1])[0]
        pads = a.get("pads", [0, 0])
        p = n.output[0] + "_q"
        nodes, x = [], n.input[0]
        if any(pads):
            nodes.append(self.node("Pad", [x, self.const(p + "_pads", np.array([0, 0, pads[0], 0, 0, pads[1]], np.int64))],
                                   [p + "_padded"]))
            x = p + "_padded"
        nodes.append(self.node("Transpose", [x], [p + "_tc"], perm=[0, 2, 1]))
        taps = [p + "_tc"] if k == 1 else []
        for j in range(k if k > 1 else 0):
            end = -(k - 1 - j) * d
            nodes.append(self.node("Slice", [p + "_tc", self.const(p + f"_s{j}", np.array([j * d], np.int64)),
                                             self.const(p + f"_e{j}", np.array([end if end else 2**62], np.int64)),
                                             self.const(p + f"_a{j}", np.array([1], np.int64))], [p + f"_tap{j}"]))
            taps.append(p + f"_tap{j}")
        if k > 1:
            nodes.append(self.node("Concat", taps, [p + "_unfold"], axis=2))
        # unfolded column j*C + c holds x[c, t + j*d]: the weight row for it is w[:, c, j]
        wm = w.transpose(2, 1, 0).reshape(k * c, m)
        nodes += self.quantised_matmul(p + "_unfold" if k > 1 else taps[0], wm, bias, p + "_tm", p)
        nodes.append(self.node("Transpose", [p + "_tm"], [n.output[0]], perm=[0, 2, 1]))
        return nodes

    def conv_integer(self, n, w, bias, a):
        m = w.shape[0]
        p = n.output[0] + "_q"
        shape = (1, m) + (1,) * (w.ndim - 2)
        scale = np.maximum(np.abs(w.reshape(m, -1)).max(axis=1), 1e-12).astype(np.float32) / self.qmax
        wq = np.clip(np.round(w / scale.reshape((m,) + (1,) * (w.ndim - 1))), -self.qmax, self.qmax) + 128
        attrs = {k: v for k, v in a.items() if k in ("dilations", "group", "kernel_shape", "pads", "strides")}
        nodes = [
            self.node("DynamicQuantizeLinear", [n.input[0]], [p + "_xq", p + "_xscale", p + "_xzp"]),
            self.node("ConvInteger", [p + "_xq", self.const(p + "_wq", wq.astype(np.uint8)), p + "_xzp",
                                      self.const(p + "_wzp", np.array(128, np.uint8))], [p + "_int"], **attrs),
            self.node("Cast", [p + "_int"], [p + "_f"], to=TensorProto.FLOAT),
            self.node("Mul", [p + "_xscale", self.const(p + "_wscale", scale.reshape(shape))], [p + "_scale"]),
            self.node("Mul", [p + "_f", p + "_scale"], [p + "_scaled" if bias is not None else n.output[0]]),
        ]
        if bias is not None:
            nodes.append(self.node("Add", [p + "_scaled", self.const(p + "_bias", bias.reshape(shape))], [n.output[0]]))
        self.count += 1
        return nodes


def first_layer(model, inits):
    """The weight of the first MatMul, Gemm or Conv: the layer that reads the features themselves."""
    for n in model.graph.node:
        if n.op_type in ("MatMul", "Gemm", "Conv") and len(n.input) > 1 and n.input[1] in inits:
            return n.input[1]
    return None


def quantise(model, conv_mode, min_weights, reduce_range, keep=(), gemm=False, first=False):
    opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 0)
    if opset < 11:
        raise SystemExit(f"the model uses opset {opset}; DynamicQuantizeLinear needs opset 11 or newer:"
                         " export it again with opset_version=11 or later")
    keep = set(keep)
    if not first:
        keep.add(first_layer(model, {i.name for i in model.graph.initializer}))
    g = Graph(model, min_weights, reduce_range, keep)
    out = []
    for n in model.graph.node:
        new = None
        if n.domain in ("", "ai.onnx"):
            if n.op_type == "MatMul":
                new = g.matmul(n)
            elif n.op_type == "Gemm" and gemm:
                new = g.gemm(n)
            elif n.op_type == "Conv":
                new = g.conv(n, conv_mode)
        out.extend(new if new is not None else [n])
    del model.graph.node[:]
    model.graph.node.extend(out)
    used = {i for n in model.graph.node for i in n.input}
    keep = [i for i in model.graph.initializer if i.name in used]
    del model.graph.initializer[:]
    model.graph.initializer.extend(keep)
    return g.count


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--conv", choices=["matmul", "integer", "float"], default="matmul")
    ap.add_argument("--min-weights", type=int, default=4096)
    ap.add_argument("--reduce-range", action="store_true")
    ap.add_argument("--keep", default="", help="weights (initializer names, comma-separated) to leave float")
    ap.add_argument("--quantise-gemm", action="store_true")
    ap.add_argument("--quantise-first-layer", action="store_true")
    args = ap.parse_args(argv)
    model = onnx.load(args.input)
    count = quantise(model, args.conv, args.min_weights, args.reduce_range, [k for k in args.keep.split(",") if k],
                     args.quantise_gemm, args.quantise_first_layer)
    if count == 0:
        raise SystemExit(f"{args.input}: no MatMul, Gemm or Conv with a constant float weight of at least"
                         f" {args.min_weights} values: nothing to quantise")
    onnx.checker.check_model(model)
    onnx.save(model, args.output)
    print(f"{args.output}: {count} layers quantised to int8 (conv: {args.conv})", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
