#!/usr/bin/env python3
"""Offline sweep of score fusion with other normalisations of the BM25 score, over LocomoScores dumps that carry
each question's BM25 ceiling ("ceil": the sum of boost * idf over the query's term clauses, KeywordCeiling).

Keyword part of a candidate (0 when BM25 did not return it):
  minmax   (bm25 - min) / (max - min) over the keyword list (ScoreFusion, Fusion.SCORES)
  ceil     bm25 / ceiling
  ceil+absent  bm25 / the ceiling with the question's terms no memory holds at the largest idf (a lab variant)
  sat:C    bm25 / (bm25 + C)
  mix:A    A * ceil + (1 - A) * minmax
Vector part: cosine min-max over the candidates ("minmax") or the cosine itself ("raw").
Fused = share * keyword part + (1 - share) * vector part, then + similarity weight * cosine (the re-ranker).
Prints Hit@1 / Hit@5 on categories 1-4 per granularity and their sum, best first.
Usage: locomo_norm_sweep.py DIR [tune|holdout] [VARIANT] [--only KWNORM,COSNORM,SHARE,SIM ...]
"""
import sys

# The same reading and counting as the rank-fusion sweep beside it (this folder is on the path when run).
from locomo_sweep import hits, load, ranks


def keyword_part(norm, kw, ceiling, absent):
    vals = list(kw.values()) or [0]
    lo, hi = min(vals), max(vals)
    minmax = lambda x: (x - lo) / (hi - lo) if hi > lo else 1
    ceil = lambda x: x / ceiling if ceiling > 0 else 0
    if norm == 'minmax':
        return minmax
    if norm == 'ceil':
        return ceil
    if norm == 'ceil+absent':
        return lambda x: x / absent if absent > 0 else 0
    kind, p = norm.split(':')
    p = float(p)
    if kind == 'sat':
        return lambda x: x / (x + p)
    if kind == 'mix':
        return lambda x: p * ceil(x) + (1 - p) * minmax(x)
    raise ValueError(norm)


def fused(v, kwnorm, cosnorm, share, sim):
    def order(r):
        kw, cos = dict(r['kw'][v]), r['cos']
        docs = set(kw) | {d for d, _ in r['vec']}
        part = keyword_part(kwnorm, kw, r['ceil'][v], r['ceil'].get(v + ':absent', 0))
        cs = [cos[d] for d in docs]
        lo, hi = min(cs), max(cs)
        vec = (lambda x: (x - lo) / (hi - lo) if hi > lo else 1) if cosnorm == 'minmax' else (lambda x: x)
        scored = [(share * (part(kw[d]) if d in kw else 0) + (1 - share) * vec(cos[d]) + sim * cos[d], d) for d in docs]
        return [d for _, d in sorted(scored, reverse=True)]
    return order


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    only = [tuple(a.split('=', 1)[1].split(',')) for a in sys.argv[1:] if a.startswith('--only=')]
    folder, half = args[0], args[1] if len(args) > 1 else 'tune'
    data = {g: load(f'{folder}/{g}-{half}.jsonl') for g in ('turns', 'observations')}
    v = args[2] if len(args) > 2 else list(data['turns'][0]['kw'])[0]
    fmt = lambda m: '%.3f / %.3f' % m
    base = {g: hits(rows, ranks(v)) for g, rows in data.items()}
    bm25 = {g: hits(rows, lambda r: [d for d, _ in r['kw'][v]]) for g, rows in data.items()}
    vect = {g: hits(rows, lambda r: [d for d, _ in r['vec']]) for g, rows in data.items()}
    for name, m in (('ranks k3 .7 .75', base), ('bm25 only', bm25), ('vector only', vect)):
        print('%-28s sum %.3f  turns %s  observations %s' % (name, sum(sum(x) for x in m.values()),
                                                             fmt(m['turns']), fmt(m['observations'])))
    if only:
        settings = [(k, c, float(s), float(w)) for k, c, s, w in only]
    else:
        norms = ['minmax', 'ceil', 'ceil+absent', 'mix:0.5', 'mix:0.75'] + ['sat:%g' % c for c in (1, 2, 3, 5, 8, 12)]
        settings = [(k, c, s, w) for k in norms for c in ('minmax', 'raw')
                    for s in (0.5, 0.6, 0.7, 0.8, 0.9) for w in (0, 0.25, 0.5, 0.75, 1.0)]
    results = []
    for k, c, s, w in settings:
        m = {g: hits(rows, fused(v, k, c, s, w)) for g, rows in data.items()}
        results.append((sum(sum(x) for x in m.values()), k, c, s, w, m))
    results.sort(key=lambda x: -x[0])
    for tot, k, c, s, w, m in results[: int(dict(a.split('=') for a in sys.argv[1:] if a.startswith('--top=')).get('--top', 40))]:
        print('%-10s %-6s share %.2f sim %.2f  sum %.3f  turns %s  observations %s' % (k, c, s, w, tot, fmt(m['turns']),
                                                                                      fmt(m['observations'])))


if __name__ == '__main__':
    main()
