"""Writes a random-weight model with CAM++'s kinds of layers, to test quantise_speaker_model.py on them.

Usage: make_quantiser_test_model.py OUT.onnx

The real CAM++ cannot be fetched on the build machines; its layers can be imitated. Input
`feats` [1, T, 80] -> a 2-D convolution over (frequency, time) with padding, BatchNorm, ReLU (its
FCM head) -> reshape to channels x time -> 1-D convolutions with padding and dilation and a
pointwise one (its D-TDNN layers) -> a per-frame MatMul -> mean pooling over time -> Gemm to
`embs` [1, 192]. Weights are seeded random numbers: no speaker knowledge, only shapes and ops.
"""
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def main(out):
    rng = np.random.default_rng(80)
    inits, nodes = [], []

    def const(name, arr):
        inits.append(numpy_helper.from_array(np.asarray(arr), name))
        return name

    def he(*shape):
        fan_in = int(np.prod(shape[1:]))
        return (rng.normal(0, np.sqrt(2.0 / fan_in), shape)).astype(np.float32)

    ch = 24
    nodes += [
        helper.make_node("Transpose", ["feats"], ["ft"], perm=[0, 2, 1]),
        helper.make_node("Unsqueeze", ["ft", const("axis1", np.array([1], np.int64))], ["img"]),
        helper.make_node("Conv", ["img", const("fcm.w", he(ch, 1, 3, 3)), const("fcm.b", np.zeros(ch, np.float32))],
                         ["fcm"], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        helper.make_node("Conv", ["fcm", const("fcm2.w", he(ch, ch, 3, 3))], ["fcm2"], kernel_shape=[3, 3],
                         pads=[1, 1, 1, 1]),
        helper.make_node("BatchNormalization", ["fcm2", const("bn.s", np.ones(ch, np.float32)),
                                                const("bn.b", np.full(ch, 0.1, np.float32)),
                                                const("bn.m", np.zeros(ch, np.float32)),
                                                const("bn.v", np.ones(ch, np.float32))], ["fcm_bn"]),
        helper.make_node("Relu", ["fcm_bn"], ["fcm_r"]),
        helper.make_node("Reshape", ["fcm_r", const("shape", np.array([1, ch * 80, -1], np.int64))], ["seq"]),
    ]
    cur, c_in = "seq", ch * 80
    for i, (k, d) in enumerate([(5, 1), (3, 2), (1, 1)]):
        pad = d * (k - 1) // 2
        nodes.append(helper.make_node("Conv", [cur, const(f"tdnn{i}.w", he(128, c_in, k)),
                                               const(f"tdnn{i}.b", np.full(128, 0.01, np.float32))],
                                      [f"tdnn{i}"], kernel_shape=[k], dilations=[d], pads=[pad, pad]))
        nodes.append(helper.make_node("Relu", [f"tdnn{i}"], [f"tdnn{i}.r"]))
        cur, c_in = f"tdnn{i}.r", 128
    nodes += [
        helper.make_node("Transpose", [cur], ["frames"], perm=[0, 2, 1]),
        helper.make_node("MatMul", ["frames", const("dense.w", he(128, 128).T.copy())], ["dense"]),
        helper.make_node("ReduceMean", ["dense"], ["pooled"], axes=[1], keepdims=0),
        helper.make_node("Gemm", ["pooled", const("emb.w", he(192, 128)), const("emb.b", np.zeros(192, np.float32))],
                         ["embs"], transB=1),
    ]
    graph = helper.make_graph(
        nodes, "campp-like-random",
        [helper.make_tensor_value_info("feats", TensorProto.FLOAT, [1, "T", 80])],
        [helper.make_tensor_value_info("embs", TensorProto.FLOAT, [1, 192])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="hearth")
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, out)


if __name__ == "__main__":
    main(sys.argv[1])
