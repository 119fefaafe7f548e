"""Converts Kaldi's nnet3 x-vector network (vosk-model-spk-0.4/final.ext.raw) to ONNX.

Usage: convert_xvector.py <model-dir> <out-dir>

The nnet3 file is Kaldi *binary*: it is read strictly in sequence, because its float data
contains byte runs that look like <Tokens>. Layout of each value after a <Token>:
int32/float32 = one size byte (4) + 4 little-endian bytes (a double: 8 + 8); bool = one 'T'/'F' char;
matrix = 'FM ' + int32 rows + int32 cols + floats; vector = 'FV ' + int32 size + floats.

Graph: features [1,T,23] -> TDNN layers as Conv1d (kernel 5/3/3/1/1, dilation 1/2/3/1/1),
each ReLU then BatchNorm (stored StatsMean/StatsVar, eps 1e-3, target-rms) -> statistics
pooling (mean + stddev, variance floor 1e-10) -> tdnn6.affine (128x3000) = the x-vector.
A second output, 'embedding', is the x-vector centred with mean.vec and whitened with
transform.mat (what Kaldi's diarization recipe does before length normalisation).
Writes xvector.onnx, campp-stand-in.onnx (CAM++'s interface with random weights, for testing the
production code path) and reference.txt (a random input and the numpy output, so that a test
can check ONNX Runtime against this reference implementation).
"""
import struct
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

# (layer, kernel, dilation) as given by the Append(Offset(...)) inputs of nnet.config
TDNN = [("tdnn1", 5, 1), ("tdnn2", 3, 2), ("tdnn3", 3, 3), ("tdnn4", 1, 1), ("tdnn5", 1, 1)]
FEAT_DIM = 23


class Reader:
    def __init__(self, data):
        self.d = data
        self.p = 0

    def token(self):
        while self.d[self.p:self.p + 1].isspace():
            self.p += 1
        start = self.p
        while self.p < len(self.d) and not self.d[self.p:self.p + 1].isspace():
            self.p += 1
        tok = self.d[start:self.p].decode("ascii")
        self.p += 1  # the single space after a token
        return tok

    def expect(self, tok):
        got = self.token()
        if got != tok:
            raise ValueError(f"expected {tok} at byte {self.p}, got {got!r}")

    def int32(self):
        size = self.d[self.p]
        if size != 4:
            raise ValueError(f"expected an int32 size byte 4 at {self.p}, got {size}")
        (v,) = struct.unpack_from("<i", self.d, self.p + 1)
        self.p += 5
        return v

    def float32(self):
        size = self.d[self.p]
        if size != 4:
            raise ValueError(f"expected a float32 size byte 4 at {self.p}, got {size}")
        (v,) = struct.unpack_from("<f", self.d, self.p + 1)
        self.p += 5
        return v

    def boolean(self):
        c = chr(self.d[self.p])
        self.p += 1
        if c not in "TF":
            raise ValueError(f"expected a bool T/F at {self.p - 1}, got {c!r}")
        return c == "T"

    def floats(self, n):
        v = np.frombuffer(self.d, dtype="<f4", count=n, offset=self.p).astype(np.float32)
        self.p += 4 * n
        return v

    def matrix(self):
        self.expect("FM")
        rows, cols = self.int32(), self.int32()
        return self.floats(rows * cols).reshape(rows, cols)

    def vector(self):
        self.expect("FV")
        return self.floats(self.int32())

    def peek_is_value(self):
        """True when the next bytes are a value rather than a <Token>."""
        q = self.p
        while self.d[q:q + 1].isspace():
            q += 1
        return self.d[q:q + 1] != b"<"


def read_value(r, tok):
    """Reads the value that follows `tok`, by its kind in Kaldi's component writers."""
    if tok in ("<LinearParams>", "<Params>"):
        return r.matrix()
    if tok in ("<BiasParams>", "<StatsMean>", "<StatsVar>", "<ValueAvg>", "<DerivAvg>",
               "<OderivRms>", "<ValueSum>", "<DerivSum>"):
        return r.vector()
    if tok in ("<TestMode>", "<IsGradient>", "<IncludeVarinance>", "<IncludeVariance>",
               "<OutputStddevs>", "<UseNaturalGradient>"):
        return r.boolean()
    if not r.peek_is_value():
        return None
    size = r.d[r.p]
    if size in (4, 8):  # int32, float32 or double: keep the raw bytes, the caller knows which
        raw = r.d[r.p + 1:r.p + 1 + size]
        r.p += 1 + size
        return raw
    return r.token()


def read_components(path):
    r = Reader(open(path, "rb").read())
    if r.d[:2] != b"\0B":
        raise ValueError(f"{path} is not a Kaldi binary file (no \\0B header)")
    r.p = 2
    r.expect("<Nnet3>")
    end = r.d.index(b"\n\n", r.p)  # the config lines end with an empty line
    r.p = end + 2
    r.expect("<NumComponents>")
    count = r.int32()
    comps = {}
    for _ in range(count):
        r.expect("<ComponentName>")
        name = r.token()
        kind = r.token()
        fields = {"kind": kind}
        while True:
            tok = r.token()
            if tok == "</" + kind[1:]:
                break
            fields[tok] = read_value(r, tok)
        comps[name] = fields
    r.expect("</Nnet3>")
    return comps


def as_float(raw):
    return struct.unpack("<f" if len(raw) == 4 else "<d", raw)[0]


def layer_params(comps):
    layers = []
    for name, k, dil in TDNN:
        aff, bn = comps[name + ".affine"], comps[name + ".batchnorm"]
        w = aff["<LinearParams>"]
        out, kin = w.shape
        conv_w = w.reshape(out, k, kin // k).transpose(0, 2, 1).copy()
        eps = as_float(bn["<Epsilon>"])
        rms = as_float(bn["<TargetRms>"])
        layers.append((name, conv_w, aff["<BiasParams>"], dil, bn["<StatsMean>"], bn["<StatsVar>"], eps, rms))
    emb = comps["tdnn6.affine"]
    return layers, emb["<LinearParams>"], emb["<BiasParams>"]


def forward_numpy(feats, layers, w6, b6, mean, transform):
    """Reference forward pass in float32, the precision ONNX Runtime computes in."""
    f32 = np.float32
    x = feats.T.astype(f32)  # [23, T]
    for _, w, b, dil, m, v, eps, rms in layers:
        k = w.shape[2]
        t_out = x.shape[1] - dil * (k - 1)
        y = np.zeros((w.shape[0], t_out), f32)
        for j in range(k):
            y += w[:, :, j] @ x[:, j * dil:j * dil + t_out]
        y = np.maximum(y + b[:, None], 0)
        x = ((y - m[:, None]) / np.sqrt(v[:, None] + f32(eps)) * f32(rms)).astype(f32)
    mu = x.mean(axis=1, dtype=f32)
    sd = np.sqrt(np.maximum(((x - mu[:, None]) ** 2).mean(axis=1, dtype=f32), f32(1e-10)))
    xv = w6 @ np.concatenate([mu, sd]).astype(f32) + b6
    return xv, transform @ (xv - mean)


def build_graph(layers, w6, b6, mean, transform):
    nodes, inits = [], []

    def const(name, arr):
        inits.append(numpy_helper.from_array(np.asarray(arr, np.float32), name))
        return name

    nodes.append(helper.make_node("Transpose", ["features"], ["x0"], perm=[0, 2, 1]))
    cur = "x0"
    for name, w, b, dil, m, v, eps, rms in layers:
        nodes.append(helper.make_node("Conv", [cur, const(name + ".w", w), const(name + ".b", b)],
                                      [name + ".conv"], dilations=[dil], kernel_shape=[w.shape[2]]))
        nodes.append(helper.make_node("Relu", [name + ".conv"], [name + ".relu"]))
        nodes.append(helper.make_node(
            "BatchNormalization",
            [name + ".relu", const(name + ".scale", np.full(len(m), rms)), const(name + ".shift", np.zeros(len(m))),
             const(name + ".mean", m), const(name + ".var", v)],
            [name + ".bn"], epsilon=eps))
        cur = name + ".bn"
    nodes += [
        # variance as the mean squared deviation: steadier in float32 than E[x^2] - mean^2
        helper.make_node("ReduceMean", [cur], ["mu_k"], axes=[2], keepdims=1),
        helper.make_node("ReduceMean", [cur], ["mu"], axes=[2], keepdims=0),
        helper.make_node("Sub", [cur, "mu_k"], ["dev"]),
        helper.make_node("Mul", ["dev", "dev"], ["sq"]),
        helper.make_node("ReduceMean", ["sq"], ["var"], axes=[2], keepdims=0),
        helper.make_node("Max", ["var", const("floor", [1e-10])], ["varf"]),
        helper.make_node("Sqrt", ["varf"], ["sd"]),
        helper.make_node("Concat", ["mu", "sd"], ["stats"], axis=1),
        helper.make_node("Gemm", ["stats", const("tdnn6.w", w6), const("tdnn6.b", b6)], ["xvector"], transB=1),
        helper.make_node("Sub", ["xvector", const("global_mean", mean)], ["centred"]),
        helper.make_node("Gemm", ["centred", const("transform", transform)], ["embedding"], transB=1),
    ]
    graph = helper.make_graph(
        nodes, "kaldi-xvector-spk-0.4",
        [helper.make_tensor_value_info("features", TensorProto.FLOAT, [1, "T", FEAT_DIM])],
        [helper.make_tensor_value_info("embedding", TensorProto.FLOAT, [1, transform.shape[0]]),
         helper.make_tensor_value_info("xvector", TensorProto.FLOAT, [1, w6.shape[0]])],
        inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="hearth")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def campp_stand_in():
    """A tiny model with CAM++'s interface (feats [1,T,80] -> embs [1,192]) and fixed random
    weights: no speaker knowledge, only there to exercise the production code path in tests."""
    rng = np.random.default_rng(192)
    w = rng.normal(0, 1, (192, 160)).astype(np.float32)
    nodes = [
        helper.make_node("ReduceMean", ["feats"], ["mu"], axes=[1], keepdims=0),
        helper.make_node("Mul", ["feats", "feats"], ["sq"]),
        helper.make_node("ReduceMean", ["sq"], ["ms"], axes=[1], keepdims=0),
        helper.make_node("Concat", ["mu", "ms"], ["stats"], axis=1),
        helper.make_node("Gemm", ["stats", "w"], ["embs"], transB=1),
    ]
    graph = helper.make_graph(
        nodes, "campp-stand-in",
        [helper.make_tensor_value_info("feats", TensorProto.FLOAT, [1, "T", 80])],
        [helper.make_tensor_value_info("embs", TensorProto.FLOAT, [1, 192])],
        [numpy_helper.from_array(w, "w")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="hearth")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def read_kaldi_vector_text(path):
    text = open(path).read().replace("[", " ").replace("]", " ")
    return np.array([float(t) for t in text.split()], np.float32)


def read_kaldi_matrix_binary(path):
    r = Reader(open(path, "rb").read())
    r.p = 2
    return r.matrix()


def main(model_dir, out_dir):
    comps = read_components(model_dir + "/final.ext.raw")
    layers, w6, b6 = layer_params(comps)
    mean = read_kaldi_vector_text(model_dir + "/mean.vec")
    transform = read_kaldi_matrix_binary(model_dir + "/transform.mat")
    expect = {"tdnn1": (512, 23, 5), "tdnn2": (512, 512, 3), "tdnn3": (512, 512, 3),
              "tdnn4": (512, 512, 1), "tdnn5": (1500, 512, 1)}
    for name, w, *_ in layers:
        if w.shape != expect[name]:
            raise ValueError(f"{name} weight shape {w.shape}, expected {expect[name]}")
    if w6.shape != (128, 3000) or mean.shape != (128,) or transform.shape != (128, 128):
        raise ValueError(f"unexpected shapes: tdnn6 {w6.shape}, mean {mean.shape}, transform {transform.shape}")
    model = build_graph(layers, w6, b6, mean, transform)
    onnx.save(model, out_dir + "/xvector.onnx")
    onnx.save(campp_stand_in(), out_dir + "/campp-stand-in.onnx")
    rng = np.random.default_rng(7)
    feats = rng.normal(0, 3, (60, FEAT_DIM)).astype(np.float32)
    _, emb = forward_numpy(feats, layers, w6, b6, mean, transform)
    with open(out_dir + "/reference.txt", "w") as f:
        f.write(f"{feats.shape[0]} {feats.shape[1]} {emb.shape[0]}\n")
        f.write(" ".join(f"{v:.9g}" for v in feats.ravel()) + "\n")
        f.write(" ".join(f"{v:.9g}" for v in emb.ravel()) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: convert_xvector.py <model-dir> <out-dir>")
    main(sys.argv[1], sys.argv[2])
