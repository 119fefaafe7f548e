#!/usr/bin/env python3
"""Offline fusion sweeps over LocomoScores dumps (hub/target/locomo-scores/{turns,observations}-HALF.jsonl).

For each keyword variant in the dump (BM25 k1/b, RM3) prints, on LoCoMo categories 1-4, Hit@1 / Hit@5 of
BM25 alone and of hybrid with the shipped rank fusion (k 3, share 0.7, similarity weight 0.75), once with
BM25's ties in Lucene's order (doc id, what the bench reports) and once averaged over 4 random tie orders,
then the convex score fusion (min-max, keyword share 0.7, similarity weight 0.75). It reproduces the bench's
own figures at the same settings (checked for the Lucene defaults: 0.364 / 0.657 turns, 0.468 / 0.647
observations, tuning half). Usage: locomo_sweep.py DIR [tune|holdout] [VARIANT ...]
"""
import json
import random
import sys


def load(path):
    rows = [json.loads(line) for line in open(path)]
    return [r for r in rows if r['category'] != 5 and r['evidence'] > 0]


def hits(rows, order):
    h1 = h5 = 0
    for r in rows:
        ranked, good = order(r), set(r['hits'])
        h1 += bool(ranked) and ranked[0] in good
        h5 += any(d in good for d in ranked[:5])
    return h1 / len(rows), h5 / len(rows)


def keyword(v):
    return lambda r: [d for d, _ in r['kw'][v]]


def ranks(v, k=3, share=0.7, sim=0.75):
    def order(r):
        rank = {}
        for i, (d, _) in enumerate(r['kw'][v]):
            rank.setdefault(d, [0, 0])[0] = i + 1
        for i, (d, _) in enumerate(r['vec']):
            rank.setdefault(d, [0, 0])[1] = i + 1
        part = lambda n: 1 / (k + n) if n else 0
        scored = [((2 * share * part(a) + 2 * (1 - share) * part(b)) * (k + 1) / 2 + sim * r['cos'][d],
                   -min(a or 1e9, b or 1e9), d) for d, (a, b) in rank.items()]
        return [d for *_, d in sorted(scored, reverse=True)]
    return order


def scores(v, share=0.7, sim=0.75):
    def order(r):
        kw, cos = dict(r['kw'][v]), r['cos']
        docs = set(kw) | {d for d, _ in r['vec']}
        ks, cs = list(kw.values()) or [0], [cos[d] for d in docs]
        scale = lambda x, lo, hi: (x - lo) / (hi - lo) if hi > lo else 1
        fused = [(share * (scale(kw[d], min(ks), max(ks)) if d in kw else 0)
                  + (1 - share) * scale(cos[d], min(cs), max(cs)) + sim * cos[d], d) for d in docs]
        return [d for _, d in sorted(fused, reverse=True)]
    return order


def shuffled(rows, v, seed):
    rnd, out = random.Random(seed), []
    for r in rows:
        tied = {}
        for d, s in r['kw'][v]:
            tied.setdefault(s, []).append((d, s))
        kw = []
        for s in sorted(tied, reverse=True):
            rnd.shuffle(tied[s])
            kw += tied[s]
        out.append(dict(r, kw={v: kw}))
    return out


def main():
    folder, half = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else 'tune'
    data = {g: load(f'{folder}/{g}-{half}.jsonl') for g in ('turns', 'observations')}
    variants = sys.argv[3:] or list(data['turns'][0]['kw'])
    fmt = lambda m: '%.3f / %.3f' % m
    for v in variants:
        line = [v]
        for g, rows in data.items():
            fair = [hits(shuffled(rows, v, s), ranks(v)) for s in range(4)]
            fair = (sum(f[0] for f in fair) / 4, sum(f[1] for f in fair) / 4)
            line += [f'{g}: bm25 {fmt(hits(rows, keyword(v)))}', f'ranks {fmt(hits(rows, ranks(v)))}',
                     f'ranks, random ties {fmt(fair)}', f'scores {fmt(hits(rows, scores(v)))}']
        print(' | '.join(line))


if __name__ == '__main__':
    main()
